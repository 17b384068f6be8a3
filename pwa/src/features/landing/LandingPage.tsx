import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { ContactSection } from './ContactSection.js';
import { Faq } from './Faq.js';
import { Features } from './Features.js';
import { Hero } from './Hero.js';
import { HowItWorks } from './HowItWorks.js';
import { LandingFooter } from './LandingFooter.js';
import { LandingNav } from './LandingNav.js';
import { TemplatesSection } from './TemplatesSection.js';
import './landing.css';

/** The public landing page (SPEC.md section 2). */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="landing">
      <LandingNav />
      <main id="main">
        <Hero />
        <Features />
        <HowItWorks />
        <TemplatesSection />
        <Faq />
        <ContactSection />
      </main>
      <LandingFooter />
    </div>
  );
}
