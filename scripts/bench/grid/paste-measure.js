/* global document, requestAnimationFrame, DataTransfer, ClipboardEvent -- evaluated in the page */
/**
 * A 10,000 × 5 block pasted from a spreadsheet into a one-row table of 5 text and number fields: from the paste
 * event to the footer counting the rows, and to the server counting them (all saved), and whether the footer's
 * progress bar showed meanwhile. The block reaches the focused cell as the browser's paste event with the text in
 * its clipboardData, which is what Ctrl+V delivers (use-clipboard.ts reads `clipboardData.getData('text/plain')`);
 * reading the system clipboard itself is the browser's part and not timed.
 */
const { openTable } = require('./view-measures');

const ROWS = 10_000;

function spreadsheetBlock() {
  const lines = [];
  for (let i = 0; i < ROWS; i++)
    lines.push([`Item ${i}`, i % 500, `City ${i % 97}`, (i * 7) % 100, `C-${i}`].join('\t'));
  return `${lines.join('\r\n')}\r\n`;
}

async function pasteRows(context, baseUrl, seeded) {
  const tab = await openTable(context, baseUrl + seeded.pastePath);
  try {
    await tab.locator('[role=gridcell][data-row="0"][data-col="0"]').click();
    const text = spreadsheetBlock();
    const started = Date.now();
    const footer = tab.evaluate(
      ([block, expected]) =>
        new Promise((resolve) => {
          let progressAt;
          const t0 = performance.now();
          const check = (now) => {
            if (progressAt === undefined && document.querySelector('.grid-footer [role=progressbar]')) {
              progressAt = now - t0;
            }
            const count = document.querySelector('.grid-footer-count')?.textContent ?? '';
            if (count.replace(/\D/g, '') === String(expected)) resolve({ footerMs: now - t0, progressAt });
            else requestAnimationFrame(check);
          };
          const data = new DataTransfer();
          data.setData('text/plain', block);
          document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
          requestAnimationFrame(check);
        }),
      [text, ROWS],
    );
    let savedMs;
    while (savedMs === undefined && Date.now() - started < 60_000) {
      if ((await seeded.pasteCount()) >= ROWS) savedMs = Date.now() - started;
      else await new Promise((r) => setTimeout(r, 25));
    }
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the footer never counted the pasted rows')), 60_000).unref(),
    );
    const shown = await Promise.race([footer, timeout]);
    return { rows: ROWS, savedMs, footerMs: shown.footerMs, progressShown: shown.progressAt !== undefined };
  } finally {
    await tab.close();
  }
}

module.exports = { pasteRows };
