export function LandingPage() {
  return (
    <main id="main" className="page">
      <h1>Folio</h1>
    </main>
  );
}
