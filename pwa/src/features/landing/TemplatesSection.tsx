import { TEMPLATE_LIST } from '@folio/shared';

/**
 * #templates: the six templates, each as a picture of the sample resume the real server published
 * with it (pwa/public/template-previews, made by `npm run previews`), by name and description.
 * Catalogue data only, no template code; the pictures load lazily, below the fold.
 */
export function TemplatesSection() {
  return (
    <section id="templates" className="lsection" aria-labelledby="templates-title">
      <div className="lsection__head">
        <p className="eyebrow">Templates</p>
        <h2 id="templates-title">Six templates, one resume</h2>
        <p className="muted">
          Shown with a sample resume, each in one of the seven themes: any theme fits any template. Switch
          templates at any time; your content stays the same.
        </p>
      </div>
      <ul className="template-grid">
        {TEMPLATE_LIST.map((template) => (
          <li key={template.id} className="card template-card">
            <img
              className="template-card__preview"
              src={`/template-previews/${template.id}.webp`}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              alt={`The ${template.name} template: a sample resume as its published page`}
            />
            <h3>{template.name}</h3>
            <p className="muted">{template.description}</p>
            <ul className="tags" aria-label={`${template.name} features`}>
              {template.features.map((feature) => (
                <li key={feature} className="tag">
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
