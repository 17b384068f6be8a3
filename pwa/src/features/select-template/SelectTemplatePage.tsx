import { isThemeId, planLimitMessage, TEMPLATES, THEME_LIST, type TemplateId } from '@folio/shared';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/index.js';
import { Banner } from '../../components/Banner.js';
import { Button } from '../../components/Button.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { createPortfolio, discardLocalPortfolio, savePortfolioEdit, useSyncFor } from '../../sync/index.js';
import { loadResumeSource, sourceResume, type ResumeSource } from '../editor/source.js';
import { chosenThemeId } from '../theme-picker/index.js';
import {
  categoryFilters,
  defaultPortfolioTitle,
  isMadeTitle,
  filterTemplates,
  saveSelectedTemplate,
  type CategoryFilter,
} from './catalogModel.js';
import { PreviewDialog } from './PreviewDialog.js';
import { TemplateCard } from './TemplateCard.js';
import './selectTemplate.css';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; source: ResumeSource };

/**
 * /select-template (SPEC.md section 2): the person's own resume in each template, a preview at three
 * widths, then Create Portfolio — stored on this device first and sent to the server at once when
 * there is a network. With `?portfolio=` it changes the template of an existing portfolio instead.
 */
export function SelectTemplatePage() {
  useDocumentTitle('Choose Your Template');
  const { user } = useAuth();
  useSyncFor(user?._id);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draftParam = params.get('draft');
  const portfolioParam = params.get('portfolio');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filter, setFilter] = useState<CategoryFilter>('All');
  const [selected, setSelected] = useState<TemplateId | null>(null);
  const [previewing, setPreviewing] = useState<TemplateId | null>(null);
  // The page's colours and fonts: the portfolio's own, else the theme the person picked in the app.
  const [theme, setTheme] = useState<string>(chosenThemeId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    loadResumeSource(user._id, { draft: draftParam, portfolio: portfolioParam }).then(
      (source) => {
        if (cancelled) return;
        setLoaded(source ? { status: 'ready', source } : { status: 'missing' });
        if (source?.kind === 'portfolio') {
          setSelected(source.portfolio.templateId);
          setTheme(isThemeId(source.portfolio.theme) ? source.portfolio.theme : '');
        }
      },
      () => !cancelled && setLoaded({ status: 'missing' }),
    );
    return () => {
      cancelled = true;
    };
  }, [user, draftParam, portfolioParam]);

  if (loaded.status === 'missing') return <Navigate to="/upload" replace />;
  if (loaded.status === 'loading' || !user) {
    return (
      <main id="main" className="page page--center">
        <Spinner label="Loading your resume..." />
      </main>
    );
  }

  const { source } = loaded;
  const resume = sourceResume(source);
  const settings = source.kind === 'draft' ? source.draft.settings : source.portfolio.settings;
  const changing = source.kind === 'portfolio';

  const choose = (id: TemplateId) => {
    setSelected(id);
    setPreviewing(id);
  };

  const handleCreate = async () => {
    if (!selected || busy) return;
    setBusy(true);
    setError(null);
    saveSelectedTemplate(selected);
    try {
      if (source.kind === 'portfolio') {
        // A title Folio made (once with the old template's name in it) is made again; the owner's own stays.
        const madeTitle = isMadeTitle(source.portfolio.title, resume, source.portfolio.templateId);
        await savePortfolioEdit(source.portfolio.id, {
          templateId: selected,
          theme,
          ...(madeTitle ? { title: defaultPortfolioTitle(resume) } : {}),
        });
        navigate(`/portfolio-link?portfolio=${encodeURIComponent(source.portfolio.id)}&changed=template`);
        return;
      }
      const { portfolio, outcome } = await createPortfolio({
        ownerId: user._id,
        draftId: source.draft.id,
        pdfId: source.draft.pdfId,
        content: {
          title: defaultPortfolioTitle(resume),
          templateId: selected,
          theme,
          resume,
          settings,
          published: true,
        },
      });
      if (outcome?.kind === 'failed') {
        // The server refused for good: the draft stays, the refused copy goes.
        await discardLocalPortfolio(portfolio.id);
        if (outcome.failure.kind === 'plan_limit') {
          window.alert(planLimitMessage(user.plan));
          navigate('/pricing', { state: { limitMessage: planLimitMessage(user.plan) } });
          return;
        }
        setError(`The portfolio could not be created: ${outcome.failure.message}`);
        setBusy(false);
        return;
      }
      navigate(`/portfolio-link?portfolio=${encodeURIComponent(portfolio.id)}`);
    } catch (cause) {
      setError(
        `The portfolio could not be saved on this device: ${cause instanceof Error ? cause.message : 'unknown error'}`,
      );
      setBusy(false);
    }
  };

  const shown = filterTemplates(filter);
  return (
    <main id="main" className="page select-template">
      <header className="select-template__header">
        <h1>Choose Your Template</h1>
        <p className="muted">
          {changing
            ? `Pick a new look for "${source.portfolio.title}". Your content stays the same.`
            : 'Each preview shows your own resume. Pick one to see it at full size.'}
        </p>
      </header>

      <div className="select-template__filters" role="group" aria-label="Filter templates by category">
        {categoryFilters().map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={filter === c}
            onClick={() => setFilter(c)}
          >
            {c}
          </button>
        ))}
      </div>

      <div className="field select-template__theme">
        <label className="field__label" htmlFor="page-theme">
          Colours and fonts
        </label>
        <select
          id="page-theme"
          className="field__input"
          value={theme}
          onChange={(e) => setTheme(e.target.value)}
        >
          <option value="">The template’s own</option>
          {THEME_LIST.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <p className="field__hint">Every template works with every theme; the previews show your choice.</p>
      </div>

      {error && (
        <Banner tone="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}

      <ul className="select-template__grid" aria-label="Templates">
        {shown.map((t) => (
          <li key={t.id}>
            <TemplateCard
              info={t}
              resume={resume}
              settings={settings}
              theme={theme}
              selected={selected === t.id}
              onChoose={() => choose(t.id)}
            />
          </li>
        ))}
      </ul>

      {selected && (
        <div className="select-template__action">
          <p>
            Selected: <strong>{TEMPLATES[selected].name}</strong>
          </p>
          <Button size="lg" busy={busy} onClick={() => void handleCreate()}>
            {busy
              ? changing
                ? 'Saving...'
                : 'Creating Portfolio...'
              : changing
                ? 'Use This Template'
                : 'Create Portfolio'}
          </Button>
        </div>
      )}

      <PreviewDialog
        templateId={previewing}
        resume={resume}
        settings={settings}
        theme={theme}
        onClose={() => setPreviewing(null)}
        onUse={(id) => {
          setSelected(id);
          saveSelectedTemplate(id);
          setPreviewing(null);
        }}
      />
    </main>
  );
}
