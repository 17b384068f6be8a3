import { all, combine, listen, type Enhancer } from '../common/enhance.js';
import { enhanceContact } from '../common/enhanceContact.js';

/** Grid/list toggle: two pressed-state buttons switching the grid's data-view. */
const layoutToggle: Enhancer = (root) => {
  const grid = root.querySelector<HTMLElement>('[data-gal-grid]');
  const buttons = all<HTMLButtonElement>(root, '[data-gal-view]');
  if (!grid || buttons.length === 0) return () => {};
  const stops = buttons.map((button) =>
    listen(button, 'click', () => {
      grid.dataset.view = button.dataset.galView ?? 'grid';
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
    }),
  );
  return () => stops.forEach((s) => s());
};

/**
 * Project details in a native modal <dialog>: focus moves in and is trapped, Escape closes, and focus
 * returns to the card's button. A click on the backdrop closes it too.
 */
const projectModal: Enhancer = (root) => {
  const doc = root.ownerDocument;
  const stops = all<HTMLButtonElement>(root, '[data-gal-open]').map((button) =>
    listen(button, 'click', () => {
      const dialog = doc.getElementById(button.dataset.galOpen ?? '');
      if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
      dialog.showModal();
      const restore = () => button.focus();
      dialog.addEventListener('close', restore, { once: true });
    }),
  );
  const dialogs = all<HTMLDialogElement>(root, 'dialog.gal-dialog');
  stops.push(
    ...dialogs.map((dialog) =>
      listen(dialog, 'click', (event) => {
        if (event.target === dialog) dialog.close();
      }),
    ),
  );
  return () => stops.forEach((s) => s());
};

export const enhanceGallery: Enhancer = combine(layoutToggle, projectModal, enhanceContact);
