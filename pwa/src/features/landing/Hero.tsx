import { Link } from 'react-router-dom';
import { UploadBox } from './UploadBox.js';
import { useStartTarget } from './useStartTarget.js';
import { Icon } from '../../components/Icon.js';

/** The first screen: what Folio does, the main call to action and the upload box. */
export function Hero() {
  const start = useStartTarget();
  const scrollDown = () => window.scrollBy({ top: window.innerHeight, behavior: 'smooth' });
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text reveal">
        <p className="eyebrow">Resume to portfolio</p>
        <h1 id="hero-title" className="hero__title glow-text glitch-text">
          Turn your PDF resume into a portfolio website
        </h1>
        <p className="hero__lead">
          Folio reads your resume on your device, lets you correct anything it got wrong, and publishes it in
          one of six templates. Share it as a link or a QR code and see how many people visit.
        </p>
        <div className="row">
          <Link to={start} className="btn btn--primary btn--lg">
            Get Started Free
          </Link>
          <a href="#process" className="btn btn--secondary btn--lg">
            See how it works
          </a>
        </div>
        <p className="hero__note muted">Free plan: up to 3 portfolios, no credit card.</p>
      </div>
      <div className="hero__upload reveal">
        <UploadBox />
      </div>
      <button type="button" className="hero__scroll" onClick={scrollDown}>
        <Icon name="arrowDown" />
        <span className="visually-hidden">Scroll down</span>
      </button>
    </section>
  );
}
