import { TEMPLATE_LIST } from '@folio/shared';

/** #templates: the six templates by name and description (catalogue data only, no template code). */
export function TemplatesSection() {
  return (
    <section id="templates" className="lsection" aria-labelledby="templates-title">
      <div className="lsection__head">
        <p className="eyebrow">Templates</p>
        <h2 id="templates-title">Six templates, one resume</h2>
        <p className="muted">Switch templates at any time; your content stays the same.</p>
      </div>
      <ul className="template-grid">
        {TEMPLATE_LIST.map((template) => (
          <li key={template.id} className="card template-card">
            <div className={`template-art template-art--${template.id}`} aria-hidden="true" />
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
