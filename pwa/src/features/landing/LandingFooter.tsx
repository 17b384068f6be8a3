import { Link } from 'react-router-dom';
import { InstallApp } from '../../app/InstallApp.js';
import { NewsletterForm } from './NewsletterForm.js';

/** The footer: real links only (sections of this page and real routes), and the newsletter box. */
export function LandingFooter() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Link to="/" className="lnav__brand">
            <img src="/icons/favicon.svg" alt="" width="28" height="28" />
            <span>Folio</span>
          </Link>
          <p className="muted">
            Your resume as a portfolio website, made on your device and shared in a click.
          </p>
          <InstallApp className="btn btn--secondary btn--sm" />
        </div>
        <nav className="footer__links" aria-label="Footer">
          <div>
            <h2 className="footer__heading">Product</h2>
            <ul>
              <li>
                <a href="#features">Features</a>
              </li>
              <li>
                <a href="#process">How it works</a>
              </li>
              <li>
                <a href="#templates">Templates</a>
              </li>
              <li>
                <Link to="/pricing">Pricing</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer__heading">Resources</h2>
            <ul>
              <li>
                <a href="#faq">FAQ</a>
              </li>
              <li>
                <a href="#contact">Contact</a>
              </li>
              <li>
                <Link to="/login">Sign in</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer__heading">Legal</h2>
            <ul>
              <li>
                <Link to="/terms">Terms</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy</Link>
              </li>
            </ul>
          </div>
        </nav>
        <NewsletterForm />
      </div>
      <p className="footer__bottom muted">Folio: your resume as a portfolio website.</p>
    </footer>
  );
}
