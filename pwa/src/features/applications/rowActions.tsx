import type { LocalApplication } from './records.js';

/**
 * Extra actions on an application's row (board card and table row), beside Edit and Delete: the
 * place for "Download PDF for this application" (issue 23, item 3), which leads to the same private
 * link, so the row's opens cover the PDF too. Nothing here yet.
 */
export function ApplicationRowActions({ app }: { app: LocalApplication }) {
  void app;
  return null;
}
