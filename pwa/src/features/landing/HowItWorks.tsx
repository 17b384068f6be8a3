import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROCESS_STEPS } from './processSteps.js';
import { useStartTarget } from './useStartTarget.js';
import { Icon } from '../../components/Icon.js';

/** #process: four clickable steps with previous/next arrows, dots and a progress bar. */
export function HowItWorks() {
  const [active, setActive] = useState(0);
  const start = useStartTarget();
  const panelId = useId();
  const count = PROCESS_STEPS.length;
  const step = PROCESS_STEPS[active] ?? PROCESS_STEPS[0];
  const go = (index: number) => setActive((index + count) % count);
  const progress = Math.round(((active + 1) / count) * 100);

  return (
    <section id="process" className="lsection" aria-labelledby="process-title">
      <div className="lsection__head">
        <p className="eyebrow">How it works</p>
        <h2 id="process-title">From PDF to published in four steps</h2>
      </div>

      <ol className="steps">
        {PROCESS_STEPS.map((item, index) => (
          <li key={item.title}>
            <button
              type="button"
              className={`steps__item ${index === active ? 'steps__item--active' : ''} ${index < active ? 'steps__item--done' : ''}`}
              aria-current={index === active ? 'step' : undefined}
              aria-controls={panelId}
              onClick={() => setActive(index)}
            >
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="steps__title">{item.title}</span>
            </button>
          </li>
        ))}
      </ol>

      <div
        className="progress"
        role="progressbar"
        aria-label="Step progress"
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={active + 1}
        aria-valuetext={`Step ${active + 1} of ${count}`}
      >
        <span className="progress__bar" style={{ width: `${progress}%` }} />
      </div>

      {step && (
        <div id={panelId} className="card step-panel" aria-live="polite">
          <span className="step-panel__icon">
            <Icon name={step.icon} size="2.25rem" />
          </span>
          <div>
            <p className="eyebrow">
              Step {active + 1} of {count}
            </p>
            <h3>{step.title}</h3>
            <p className="muted">{step.description}</p>
          </div>
        </div>
      )}

      <div className="step-nav">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => go(active - 1)}>
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> step</span>
        </button>
        <div className="dots">
          {PROCESS_STEPS.map((item, index) => (
            <button
              key={item.title}
              type="button"
              className={`dot ${index === active ? 'dot--active' : ''}`}
              aria-label={`Step ${index + 1}: ${item.title}`}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => go(active + 1)}>
          Next<span className="visually-hidden"> step</span> <span aria-hidden="true">→</span>
        </button>
      </div>

      <div className="lsection__cta">
        <Link to={start} className="btn btn--primary btn--lg">
          Start Building Now
        </Link>
      </div>
    </section>
  );
}
