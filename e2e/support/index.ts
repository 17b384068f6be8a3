export { startServer, type RunningServer, type StartOptions } from './server.js';
export { openBrowser, type OpenBrowser, type BrowserOptions } from './browser.js';
export { serverAndBrowser, type Journey, type JourneyOptions } from './journey.js';
export { signIn, type LocalAccount } from './signIn.js';
export { tokenFor, setPlan, api, signedInWithPortfolio } from './api.js';
export { REPO_ROOT, CORPUS_DIR, CORPUS_PDF_DIR, corpusPdf } from './paths.js';
