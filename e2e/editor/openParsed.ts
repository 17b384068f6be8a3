import type { Page } from 'playwright-core';
import { EditorPage } from '../pages/EditorPage.js';
import { UploadPage } from '../pages/UploadPage.js';
import { corpusPdf, signIn, type RunningServer } from '../support/index.js';

/** Signs a new person in, parses a dev-corpus resume and waits for the editor on it. */
export async function openParsedResume(
  page: Page,
  server: RunningServer,
  email: string,
  pdf = 'rendercv-classic',
): Promise<EditorPage> {
  await signIn(page, server, { name: 'Editor Tester', email });
  const upload = new UploadPage(page, server.url);
  await upload.open();
  await upload.choose(corpusPdf(pdf));
  await upload.parseAndOpenEditor();
  const editor = new EditorPage(page);
  await editor.waitUntilLoaded();
  return editor;
}
