import { MAX_UPLOAD_LABEL } from '@folio/shared';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { LegalLayout } from './LegalLayout.js';

/** What Folio does with data: short, and only what the product really does. */
export function PrivacyPage() {
  useDocumentTitle('Privacy');
  return (
    <LegalLayout title="Privacy" updated="November 2026">
      <p className="doc__lead">
        Folio keeps as little about you as it can, and tells you where everything is.
      </p>

      <h2>On your device</h2>
      <ul>
        <li>
          Your PDF resume (up to {MAX_UPLOAD_LABEL}) is read <strong>in your browser</strong>. The text is
          turned into resume fields on your device.
        </li>
        <li>
          Drafts, the original PDF and your template and theme choices are stored in your browser (IndexedDB
          and local storage) so Folio works offline. Changes wait there until they can be sent to the server.
        </li>
        <li>Your sign-in token is kept in local storage so you stay signed in; signing out removes it.</li>
      </ul>

      <h2>On the server</h2>
      <ul>
        <li>Your account: the name and email address your sign-in provider gives us, and your plan.</li>
        <li>Your portfolios: the resume content you publish, your template, theme and display choices.</li>
        <li>
          PDF files you upload to the server, kept so you (and, if you allow it, visitors) can download them.
        </li>
        <li>
          Visitor figures: views, downloads and shares, counted <strong>without cookies</strong> and without
          storing visitors&apos; raw IP addresses.
        </li>
        <li>
          Messages: what visitors send through your portfolio&apos;s contact form (name, email, message), and
          what people send through the contact form or newsletter box on the home page.
        </li>
      </ul>
      <p>
        Your email and phone number are not shown on your public page unless you switch them on. Nothing is
        sold or shared with advertisers; Folio has no advertising or tracking scripts.
      </p>

      <h2>Deleting your data</h2>
      <ul>
        <li>
          Delete a portfolio from the dashboard: it is removed from the server with its files, figures and
          messages.
        </li>
        <li>Delete a message from your inbox at any time.</li>
        <li>
          Signing out can also erase the drafts kept on this device; clearing your browser&apos;s site data
          does the same.
        </li>
        <li>
          To remove your account entirely, write through the <Link to="/#contact">contact form</Link> from the
          email address you signed in with, and the operator of this server will delete it.
        </li>
      </ul>
    </LegalLayout>
  );
}
