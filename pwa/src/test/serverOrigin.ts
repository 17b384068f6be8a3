/**
 * Makes the test window's origin the server's, so the app's same-origin fetches reach it as they do
 * in a browser (happy-dom's fetch enforces CORS like a browser would). The server itself is the e2e
 * harness's `startServer({ fromSource: true })`: a real process, met over HTTP — the PWA must not
 * import server code.
 */
export function useServerOrigin(server: { url: string }): void {
  const happyDom: unknown = Reflect.get(window, 'happyDOM');
  const setUrl: unknown =
    happyDom && typeof happyDom === 'object' ? Reflect.get(happyDom, 'setURL') : undefined;
  if (typeof setUrl !== 'function') throw new Error('The pwa test project must run in happy-dom.');
  setUrl.call(happyDom, `${server.url}/`);
}
