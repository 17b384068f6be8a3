export function TermsPage() {
  return (
    <main id="main" className="page">
      <h1>Terms</h1>
    </main>
  );
}
