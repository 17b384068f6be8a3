// Placeholder so the shell's router builds; the resume-flow helper (issue 5) replaces this file.
export function EditorPage() {
  return (
    <main id="main" className="page">
      <h1>Review and edit</h1>
      <p>This step is being built.</p>
    </main>
  );
}
