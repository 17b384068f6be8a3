export function LoginPage() {
  return (
    <main id="main" className="page">
      <h1>Welcome Back</h1>
    </main>
  );
}
