export function CallbackPage() {
  return (
    <main id="main" className="page">
      <h1>Completing authentication...</h1>
    </main>
  );
}
