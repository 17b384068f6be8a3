export function PrivacyPage() {
  return (
    <main id="main" className="page">
      <h1>Privacy</h1>
    </main>
  );
}
