// Runs first in `npm start` and `npm test` (the parser scripts use node24.mjs instead): stops at
// once, with the version to install, on a Node.js older than the one the project is built and tested
// on (the server's pdf.js and oidc-provider need it). Without it, an old Node's parse fails file by
// file with a pdf.js error, and a scorer that hides the parser's output reads that as F1 0.
// Kept to syntax every Node.js still in use can parse, so the message is what an old Node shows.
const NEEDED = 24;
const major = Number(process.versions.node.split('.')[0]);
if (!(major >= NEEDED)) {
  console.error(
    `Folio needs Node.js ${NEEDED} LTS or newer; this is Node.js ${process.versions.node}.\n` +
      `Install Node.js ${NEEDED} (e.g. \`npm i -g --prefix ~/.node${NEEDED} node@${NEEDED}\` and put ~/.node${NEEDED}/bin first on PATH), then run the command again.`,
  );
  process.exit(1);
}
