// Placeholder so the shell's router builds; the resume-flow helper (issue 5) replaces this file.
export function UploadPage() {
  return (
    <main id="main" className="page">
      <h1>Upload Your Resume</h1>
      <p>This step is being built.</p>
    </main>
  );
}
