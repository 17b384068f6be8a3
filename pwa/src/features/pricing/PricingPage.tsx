export function PricingPage() {
  return (
    <main id="main" className="page">
      <h1>Pricing</h1>
    </main>
  );
}
