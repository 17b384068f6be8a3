import {
  portfolioSettingsSchema,
  resumeDataSchema,
  translatedResume,
  type PageLanguageCode,
  type PortfolioSettings,
  type ResumeData,
} from '@folio/shared';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/index.js';
import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import {
  editHistoryKey,
  getDb,
  GUEST_OWNER_ID,
  saveDraft,
  type DraftReview,
  type LocalPortfolioRecord,
} from '../../db/index.js';
import { ExportButtons } from '../../exchange/ExportButtons.js';
import { ImportNotice } from '../../exchange/ImportNotice.js';
import { setPostLoginRedirect, writeSession } from '../../settings/index.js';
import { savePortfolioEdit, useLocalPortfolio, useSyncFor } from '../../sync/index.js';
import { BackupButton } from '../share/BackupButton.js';
import { ConflictDialog } from '../share/ConflictDialog.js';
import { PublishBadge } from '../share/PublishBadge.js';
import { foldHeadline, indexMap, reindexProvenance, sourceFor } from './editorModel.js';
import { EditorForm } from './EditorForm.js';
import { PdfPane } from './PdfPane.js';
import { PdfSheet } from './PdfSheet.js';
import { ParseSummaryBanner } from './ParseSummaryBanner.js';
import { summariseParse } from './parseSummary.js';
import { placeLine } from './placeLine.js';
import { ReviewContext } from './reviewContext.js';
import type { ResumeUpdate } from './sections/types.js';
import { loadResumeSource, portfolioPdfId, takeHandoff, type ResumeSource } from './source.js';
import { boxAround, linesToEntry, type EntryTarget } from './linesToEntry.js';
import { makeWhat } from './MakeEntry.js';
import { focusFieldSoon } from './focusField.js';
import { LiveStatus } from './LiveStatus.js';
import { TranslationEditor } from './translations/TranslationEditor.js';
import { followListChange, setTranslatedText } from './translations/translationModel.js';
import { UndoBar } from './UndoBar.js';
import { UnplacedLines, type PlaceTarget } from './UnplacedLines.js';
import { useAutosave } from './useAutosave.js';
import { useEditHistory } from './useEditHistory.js';
import { useLivePage } from './useLivePage.js';
import { useMediaQuery } from './useMediaQuery.js';
import './editor.css';

// The enhance panel (issue 7) loads after the form, so it never delays the editor opening.
const EnhancePanel = lazy(() => import('../enhance/index.js').then((m) => ({ default: m.EnhancePanel })));
// The live preview brings the templates' code: loaded when it is opened (at once for a visitor trying).
const TemplatePreview = lazy(() =>
  import('./TemplatePreview.js').then((m) => ({ default: m.TemplatePreview })),
);

/** What the editor changes: the resume, what the public page shows, and (for portfolios) the title. */
interface EditorDoc {
  resume: ResumeData;
  settings: PortfolioSettings;
  title: string;
  review: DraftReview | null;
}

function docOf(source: ResumeSource): EditorDoc {
  if (source.kind === 'draft') {
    const { resume, settings, review } = source.draft;
    return { resume: foldHeadline(resume), settings, title: '', review };
  }
  // Edits not published yet are what the editor opens on; the live page keeps the published ones.
  const { resume, settings, title } = source.pending ?? source.portfolio;
  return { resume: foldHeadline(resume), settings, title, review: null };
}

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; source: ResumeSource };

/**
 * /edit: review and correct everything the parser found before publishing (issue 5). Beside the form,
 * the PDF with the source of the focused field outlined; unsure fields are marked; lines the parser
 * could not place are listed. Every change is saved on this device as it is made.
 */
export function EditorPage() {
  useDocumentTitle('Review and edit');
  const { user } = useAuth();
  useSyncFor(user?._id);
  // A visitor without an account works on this device as the guest (issue 22: try it first).
  const ownerId = user?._id ?? GUEST_OWNER_ID;
  const [params] = useSearchParams();
  const draftParam = params.get('draft');
  const portfolioParam = params.get('portfolio');
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const fresh = takeHandoff(ownerId, draftParam);
    return fresh ? { status: 'ready', source: fresh } : { status: 'loading' };
  });

  // The draft handed over by the upload screen is already here: no need to read it back.
  const handedOver = useRef(loaded.status === 'ready');

  useEffect(() => {
    if (handedOver.current) {
      handedOver.current = false;
      return;
    }
    let cancelled = false;
    loadResumeSource(ownerId, { draft: draftParam, portfolio: portfolioParam }).then(
      (source) => !cancelled && setLoaded(source ? { status: 'ready', source } : { status: 'missing' }),
      () => !cancelled && setLoaded({ status: 'missing' }),
    );
    return () => {
      cancelled = true;
    };
  }, [ownerId, draftParam, portfolioParam]);

  if (!user && portfolioParam) {
    // A portfolio is the account's: sign in first, then back here.
    setPostLoginRedirect(`/edit?portfolio=${encodeURIComponent(portfolioParam)}`);
    return <Navigate to="/login" replace />;
  }
  if (loaded.status === 'missing') return <Navigate to="/upload" replace />;
  if (loaded.status === 'loading') {
    return (
      <main id="main" className="page page--center">
        <Spinner label="Opening your resume..." />
      </main>
    );
  }
  const key = loaded.source.kind === 'draft' ? loaded.source.draft.id : loaded.source.portfolio.id;
  return <Editor key={key} source={loaded.source} />;
}

function Editor({ source }: { source: ResumeSource }) {
  const { user } = useAuth();
  const location = useLocation();
  const justParsed = Reflect.get(Object(location.state), 'justParsed') === true;
  const [initialDoc] = useState(() => docOf(source));
  const history = useEditHistory(initialDoc, {
    storageKey:
      source.kind === 'draft'
        ? editHistoryKey('draft', source.draft.id)
        : editHistoryKey('portfolio', source.portfolio.id),
    ownerId: source.kind === 'draft' ? source.draft.ownerId : source.portfolio.ownerId,
    valid: validDoc,
    scope: '.editor-layout__form, .unplaced',
  });
  const { doc, edit } = history;
  const [summaryDismissed, setSummaryDismissed] = useState(false);
  // The layout's breakpoint (editor.css): below it the PDF opens over the form instead of beside it.
  const phone = useMediaQuery('(max-width: 959px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const portfolioId = source.kind === 'portfolio' ? source.portfolio.id : null;
  const live = useLocalPortfolio(portfolioId);
  useEffect(() => {
    // The end of the speed benchmark's span (file chosen → editor shown).
    performance.mark('folio:editor-shown');
  }, []);

  const livePage = useLivePage(
    live ?? (source.kind === 'portfolio' ? source.portfolio : null),
    source.kind === 'portfolio' && source.portfolio.server?.published === true,
    doc,
  );
  const { staged, saveDraft: saveLiveDraft } = livePage;

  const save = useCallback(
    async (value: EditorDoc) => {
      if (source.kind === 'draft') {
        await saveDraft(getDb(), source.draft.id, value);
        writeSession('parsedResumeData', JSON.stringify(value.resume));
      } else if (staged) {
        await saveLiveDraft(value);
      } else {
        await savePortfolioEdit(source.portfolio.id, {
          resume: value.resume,
          settings: value.settings,
          title: value.title.trim() || source.portfolio.title,
        });
      }
    },
    [source, staged, saveLiveDraft],
  );
  const autosave = useAutosave(doc, save);

  // Another device published after these edits began: publishing now would replace that silently.
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const publishChanges = async (over = false) => {
    const value = doc;
    await autosave.flush();
    // What is published is what is shown: no draft save may follow it with the same edits.
    autosave.markSaved(value);
    setChangedElsewhere((await livePage.publish(value, over)) === 'changed-elsewhere');
  };
  const discardChanges = () => {
    const base = livePage.live;
    if (!base) return;
    edit((d) => ({ ...d, resume: base.resume, settings: base.settings, title: base.title }), {
      label: 'Discarded the changes not published',
      destructive: true,
    });
  };

  useAdoptResolvedConflict(live, (next) => {
    autosave.markSaved(next);
    history.replace(next);
  });

  const update: ResumeUpdate = useCallback(
    (change, list) => {
      edit(
        (d) => {
          const resume = change(d.resume);
          return {
            ...d,
            resume,
            // Translations written field by field keep their words on the entries they belong to.
            settings: list ? followListChange(d.settings, resume, list.path, list.change) : d.settings,
            review:
              list && d.review
                ? {
                    ...d.review,
                    provenance: reindexProvenance(d.review.provenance, list.path, indexMap(list.change)),
                  }
                : d.review,
          };
        },
        list && { list, label: list.label },
      );
    },
    [edit],
  );

  const handlePlace = (index: number, target: PlaceTarget) => {
    edit(
      (d) => {
        const line = d.review?.unplaced[index];
        if (!d.review || !line) return d;
        return {
          ...d,
          resume: placeLine(d.resume, line.text, target),
          review: { ...d.review, unplaced: d.review.unplaced.filter((_, i) => i !== index) },
        };
      },
      { label: PLACE_LABELS[target], destructive: target === 'dismiss' },
    );
  };

  const handleMake = (indices: number[], target: EntryTarget) => {
    // An entry just made from lines: the keyboard goes to its first field, to check what was split where.
    focusFieldSoon(`${target}.${doc.resume[target].length}.`);
    edit(
      (d) => {
        const review = d.review;
        const picked = review ? indices.flatMap((i) => review.unplaced[i] ?? []) : [];
        if (!review || picked.length === 0) return d;
        const resume = linesToEntry(
          d.resume,
          picked.map((l) => l.text),
          target,
        );
        // The new entries point at their lines on the PDF, as parsed entries do.
        const provenance = { ...review.provenance };
        const first = d.resume[target].length;
        const made = resume[target].length - first;
        for (let k = 0; k < made; k++) {
          const own = made === picked.length ? [picked[k]] : picked;
          const onPage = own.filter((l) => l && l.page === own[0]?.page).flatMap((l) => (l ? [l.box] : []));
          if (own[0] && onPage.length) {
            provenance[`${target}.${first + k}`] = {
              page: own[0].page,
              box: boxAround(onPage),
              confidence: 1,
            };
          }
        }
        return {
          ...d,
          resume,
          review: { ...review, provenance, unplaced: review.unplaced.filter((_, i) => !indices.includes(i)) },
        };
      },
      {
        label: `Made ${makeWhat(target)} from ${indices.length} ${indices.length === 1 ? 'line' : 'lines'}`,
      },
    );
  };

  // The translation being edited field by field, in place of the main form; null for the main resume.
  const [translating, setTranslating] = useState<PageLanguageCode | null>(null);
  const translation = doc.settings.translations?.find((t) => t.language === translating) ?? null;
  const handleTranslatedText = useCallback(
    (path: string, value: string) => {
      if (!translating) return;
      edit((d) => ({ ...d, settings: setTranslatedText(d.settings, d.resume, translating, path, value) }));
    },
    [edit, translating],
  );
  const closeTranslation = () => {
    const language = translating;
    setTranslating(null);
    // Back where it was opened from.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-translate="${language ?? ''}"]`)?.focus(),
    );
  };

  const handleEnhance = useCallback(
    (resume: ResumeData) => edit((d) => ({ ...d, resume }), { label: 'Applied a suggestion' }),
    [edit],
  );

  const provenance = useMemo(() => doc.review?.provenance ?? {}, [doc.review]);
  const review = useMemo(() => ({ provenance, focus: setFocused }), [provenance]);
  const source_ = focused ? sourceFor(provenance, focused) : null;
  const pdfId = usePdfId(source);
  // The PDF may be offered once there is one: on this device for a draft, else on the server or on its way.
  const record = live ?? (source.kind === 'portfolio' ? source.portfolio : null);
  const hasPdf = record
    ? !!record.server?.hasPdf || record.pdfId !== null || record.resumeId !== null
    : pdfId !== null;
  const next =
    source.kind === 'draft'
      ? `/select-template?draft=${encodeURIComponent(source.draft.id)}`
      : `/portfolio-link?portfolio=${encodeURIComponent(source.portfolio.id)}`;
  const pdfPane = <PdfPane key={pdfId} pdfId={pdfId} source={source_} focusedLabel={focused ?? ''} />;
  const summary = useMemo(() => summariseParse(doc.resume, doc.review), [doc.resume, doc.review]);
  const showSummary = !summaryDismissed && (justParsed || doc.review !== null);

  return (
    <main id="main" className={`page editor-page${phone && sheetOpen ? ' editor-page--sheet' : ''}`}>
      {live?.conflict && <ConflictDialog portfolio={live} />}
      <header className="editor-page__header">
        <div>
          <h1>Review and edit</h1>
          {live && <PublishBadge portfolio={live} />}
          {staged && (
            <LiveStatus
              unpublished={livePage.unpublished}
              waitingToSync={livePage.waitingToSync}
              publishing={livePage.publishing}
              onPublish={() => void publishChanges()}
              onDiscard={discardChanges}
            />
          )}
          <p className="muted" aria-live="polite">
            {SAVE_LABELS[autosave.state]}
          </p>
        </div>
        <div className="editor-page__actions">
          <UndoBar
            notice={history.notice}
            canUndo={history.canUndo}
            canRedo={history.canRedo}
            onUndo={history.undo}
            onRedo={history.redo}
          />
          <BackupButton />
          <ExportButtons resume={doc.resume} />
          <Link className="btn btn--primary" to={next} onClick={() => void autosave.flush()}>
            {source.kind === 'draft' ? 'Choose a template' : 'Done'}
          </Link>
        </div>
      </header>

      <Dialog
        open={changedElsewhere}
        title="Published from another device meanwhile"
        description="The live page changed after you began these edits, from another device or tab. Publishing yours replaces that version (it stays in the version history)."
        onClose={() => setChangedElsewhere(false)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setChangedElsewhere(false)}>
              Keep editing
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void publishChanges(true)}>
              Publish mine over it
            </button>
          </>
        }
      >
        <p>To see what changed, open the version history of this portfolio in another tab.</p>
      </Dialog>

      {!user && source.kind === 'draft' && <GuestNote draftId={source.draft.id} />}

      {showSummary && <ParseSummaryBanner summary={summary} onDismiss={() => setSummaryDismissed(true)} />}

      <ImportNotice />

      <ReviewContext.Provider value={review}>
        <div className="editor-layout">
          <div className="editor-layout__form">
            {translation ? (
              <TranslationEditor
                main={doc.resume}
                mainLanguage={doc.settings.language}
                translation={translation}
                onText={handleTranslatedText}
                onClose={closeTranslation}
              />
            ) : (
              <>
                {source.kind === 'portfolio' && (
                  <section className="editor-section" aria-labelledby="sec-title">
                    <h2 id="sec-title">Portfolio</h2>
                    <div className="field">
                      <label className="field__label" htmlFor="portfolio-title">
                        Title
                      </label>
                      <input
                        id="portfolio-title"
                        className="field__input"
                        maxLength={120}
                        value={doc.title}
                        data-path="title"
                        onChange={(e) => {
                          const title = e.target.value;
                          edit((d) => ({ ...d, title }));
                        }}
                      />
                    </div>
                  </section>
                )}
                <EditorForm
                  resume={doc.resume}
                  settings={doc.settings}
                  update={update}
                  hasPdf={hasPdf}
                  onSettings={(settings) => edit((d) => ({ ...d, settings }))}
                  onTranslate={setTranslating}
                />
              </>
            )}
          </div>
          <aside className="editor-layout__side" aria-label="Your PDF">
            {!phone && pdfPane}
            <LivePreview
              {...(translation
                ? {
                    resume: translatedResume(doc.resume, translation),
                    settings: { ...doc.settings, language: translation.language, translations: undefined },
                  }
                : { resume: doc.resume, settings: doc.settings })}
              openAtFirst={!user}
            />
            <UnplacedLines lines={doc.review?.unplaced ?? []} onPlace={handlePlace} onMake={handleMake} />
            <Suspense fallback={<Spinner label="Loading suggestions..." />}>
              <EnhancePanel resume={doc.resume} onChange={handleEnhance} />
            </Suspense>
          </aside>
        </div>
        {phone && (
          <PdfSheet open={sheetOpen} onOpenChange={setSheetOpen}>
            {pdfPane}
          </PdfSheet>
        )}
      </ReviewContext.Provider>
    </main>
  );
}

/** The PDF on this device the resume came from: a draft's own, or the one a portfolio was made from here. */
function usePdfId(source: ResumeSource): string | null {
  const [portfolioPdf, setPortfolioPdf] = useState<string | null>(null);
  const portfolio = source.kind === 'portfolio' ? source.portfolio : null;
  useEffect(() => {
    if (!portfolio) return;
    let cancelled = false;
    portfolioPdfId(portfolio).then(
      (id) => !cancelled && setPortfolioPdf(id),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [portfolio]);
  return source.kind === 'draft' ? source.draft.pdfId : portfolioPdf;
}

/** "Preview on a template": the page as it will look, redrawn as the form is edited. */
function LivePreview({
  resume,
  settings,
  openAtFirst,
}: {
  resume: ResumeData;
  settings: PortfolioSettings;
  openAtFirst: boolean;
}) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <section className="editor-section live-preview" aria-labelledby="sec-preview">
      <h2 id="sec-preview">Preview</h2>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide the preview' : 'Preview on a template'}
      </button>
      {open && (
        <Suspense fallback={<Spinner label="Loading the preview..." />}>
          <TemplatePreview resume={resume} settings={settings} />
        </Suspense>
      )}
    </section>
  );
}

/** What a visitor trying Folio without an account is told: where the resume is, and when to sign in. */
function GuestNote({ draftId }: { draftId: string }) {
  return (
    <section className="card guest-note" aria-label="Trying without an account">
      <p>
        <strong>No account yet, and none needed to try.</strong> Your resume was read on this device and stays
        here. Sign in only when you want to publish it: this draft comes with you.
      </p>
      <Link
        className="btn btn--secondary btn--sm"
        to="/login"
        onClick={() => setPostLoginRedirect(`/select-template?draft=${encodeURIComponent(draftId)}`)}
      >
        Sign in to publish
      </Link>
    </section>
  );
}

const PLACE_LABELS: Record<PlaceTarget, string> = {
  summary: 'Added a line to the summary',
  highlight: 'Added a highlight',
  skill: 'Added a skill',
  dismiss: 'Dismissed a line',
};

/** A document an undo gives is used only when it is still a sound resume (stored steps are data). */
function validDoc(doc: EditorDoc): boolean {
  return (
    resumeDataSchema.safeParse(doc.resume).success && portfolioSettingsSchema.safeParse(doc.settings).success
  );
}

const SAVE_LABELS = {
  saved: 'All changes saved on this device.',
  pending: 'Saving...',
  saving: 'Saving...',
  failed: 'Could not save on this device. Your changes are kept on this page; try again.',
} as const;

/**
 * When a conflict on this portfolio is settled (here or in another tab), the form shows the version
 * that was kept.
 */
function useAdoptResolvedConflict(
  live: LocalPortfolioRecord | null | undefined,
  adopt: (doc: EditorDoc) => void,
): void {
  const hadConflict = useRef(false);
  const adoptRef = useRef(adopt);
  useEffect(() => {
    adoptRef.current = adopt;
  });
  useEffect(() => {
    if (!live) return;
    if (live.conflict) hadConflict.current = true;
    else if (hadConflict.current) {
      hadConflict.current = false;
      adoptRef.current({ resume: live.resume, settings: live.settings, title: live.title, review: null });
    }
  }, [live]);
}
