export function DashboardPage() {
  return (
    <main id="main" className="page">
      <h1>Dashboard</h1>
    </main>
  );
}
