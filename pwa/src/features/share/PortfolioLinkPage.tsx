// Placeholder so the shell's router builds; the resume-flow helper (issue 5) replaces this file.
export function PortfolioLinkPage() {
  return (
    <main id="main" className="page">
      <h1>Portfolio link</h1>
      <p>This step is being built.</p>
    </main>
  );
}
