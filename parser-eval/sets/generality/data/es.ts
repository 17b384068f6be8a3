import type { Resume } from '../model.js';

/** Spanish resumes from Spain, Mexico and Argentina. */
export const ES: Resume[] = [
  {
    id: 'es-01-data-analyst-madrid-inline',
    lang: 'es',
    name: 'Lucía Fernández García',
    title: 'Analista de datos',
    contact: {
      email: 'lucia.fernandez.garcia@gmail.com',
      phone: '+34 612 345 678',
      location: 'Madrid',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/luciafernandezgarcia', show: 'label' },
        { kind: 'github', href: 'https://github.com/luciafg', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Perfil profesional',
        text: 'Analista de datos con siete años de experiencia en comercio electrónico y seguros. Convierto datos dispersos en cuadros de mando que los equipos usan cada día.',
      },
      {
        kind: 'experience',
        heading: 'Experiencia laboral',
        roles: [
          {
            company: 'Mercado Central Online',
            city: 'Madrid',
            title: 'Analista de datos sénior',
            dates: { start: { y: 2020, m: 1 }, end: 'present' },
            bullets: [
              'Diseño del modelo de atribución de campañas; el presupuesto de marketing se redistribuyó con un 12 % más de retorno',
              'Automatización de 25 informes semanales con dbt y Looker Studio',
              'Formación en SQL para 40 personas de negocio',
            ],
          },
          {
            company: 'Seguros Atalaya',
            city: 'Madrid',
            title: 'Analista de datos',
            dates: { start: { y: 2017, m: 9 }, end: { y: 2019, m: 12 } },
            bullets: ['Modelos de abandono de clientes en Python', 'Cuadros de mando de siniestralidad en Tableau'],
          },
          {
            company: 'Banco Ibérico del Sur',
            city: 'Sevilla',
            title: 'Becaria de Business Intelligence',
            dates: { start: { y: 2017, m: 2 }, end: { y: 2017, m: 7 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Educación',
        schools: [
          {
            school: 'Universidad Politécnica de Madrid',
            degree: 'Máster en Ciencia de Datos',
            dates: { start: { y: 2018 }, end: { y: 2019 } },
          },
          {
            school: 'Universidad Complutense de Madrid',
            degree: 'Grado en Estadística',
            dates: { start: { y: 2013, m: 9 }, end: { y: 2017, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Habilidades',
        form: 'grouped',
        groups: [
          { label: 'Lenguajes', items: ['Python', 'SQL', 'R'] },
          { label: 'Visualización', items: ['Tableau', 'Power BI', 'Looker Studio'] },
          { label: 'Estadística', items: ['Series temporales', 'Pruebas A/B', 'Modelos de supervivencia'] },
        ],
      },
      { kind: 'certifications', heading: 'Certificaciones', items: ['Tableau Desktop Specialist (2021)', 'dbt Analytics Engineering (2023)'] },
      { kind: 'languages', heading: 'Idiomas', items: ['Español: nativo', 'Inglés: C1 (Cambridge Advanced)', 'Catalán: B2'] },
    ],
    look: {
      layout: 'single',
      contact: 'inline',
      contactSep: ' | ',
      name: 'plain',
      heading: 'title',
      bullet: '•',
      order: 'company-first',
      datePos: 'right',
      dates: { month: 'short-dot', sep: ' – ' },
      font: { family: 'Liberation Sans Narrow', size: 10.5 },
      accent: '#c0392b',
    },
  },
  {
    id: 'es-02-architect-mexico-sidebar-right',
    lang: 'es',
    name: 'Alejandro Ruiz Navarro',
    title: 'Arquitecto',
    contact: {
      email: 'aruiz.arquitecto@outlook.com',
      phone: '+52 55 1234 5678',
      location: 'Ciudad de México',
      links: [
        { kind: 'website', href: 'https://alejandroruiz.mx', show: 'url', text: 'alejandroruiz.mx' },
        { kind: 'behance', href: 'https://www.behance.net/alejandroruiznavarro', show: 'icon' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Sobre mí',
        text: 'Arquitecto con ocho años de experiencia en vivienda social y espacios públicos. Me interesa construir con materiales locales y con la comunidad.',
      },
      {
        kind: 'experience',
        heading: 'Experiencia profesional',
        roles: [
          {
            company: 'Taller Tezontle Arquitectos',
            city: 'Ciudad de México',
            title: 'Arquitecto de proyecto',
            dates: { start: { y: 2019, m: 3 }, end: 'present' },
            bullets: [
              'Coordinación de proyectos ejecutivos de vivienda social (120 a 400 viviendas)',
              'Gestión de licencias y supervisión de obra con tres contratistas',
            ],
          },
          {
            company: 'Grupo Constructor Alameda',
            city: 'Guadalajara',
            title: 'Arquitecto junior',
            dates: { start: { y: 2016, m: 8 }, end: { y: 2019, m: 2 } },
            bullets: ['Modelado BIM de edificios de oficinas', 'Cuantificación y presupuestos de obra'],
          },
          {
            company: 'Instituto de Planeación Urbana de Jalisco',
            city: 'Guadalajara',
            title: 'Prácticas profesionales en diseño urbano',
            dates: { start: { y: 2016, m: 1 }, end: { y: 2016, m: 7 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formación académica',
        schools: [
          {
            school: 'Universidad Nacional Autónoma de México',
            degree: 'Licenciatura en Arquitectura',
            dates: { start: { y: 2011, m: 8 }, end: { y: 2016, m: 6 } },
          },
          {
            school: 'Tecnológico de Monterrey',
            degree: 'Diplomado en Modelado BIM',
            dates: { end: { y: 2020, m: 11 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Proyectos destacados',
        projects: [
          { name: 'Vivienda social Tláhuac', description: '240 viviendas de bajo consumo energético con patios compartidos.' },
          { name: 'Rehabilitación del Mercado de San Cosme', description: 'Nueva cubierta y ventilación natural para 180 locales.' },
          { name: 'Pabellón de bambú', description: 'Estructura temporal para la Bienal de Arquitectura 2022.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Aptitudes',
        aside: true,
        form: 'chips',
        groups: [
          { items: ['Revit', 'AutoCAD', 'Rhino + Grasshopper', 'SketchUp', 'Lumion', 'Diseño bioclimático', 'Gestión de obra'] },
        ],
      },
      { kind: 'languages', heading: 'Idiomas', aside: true, items: ['Español — nativo', 'Inglés — avanzado', 'Portugués — básico'] },
    ],
    look: {
      layout: 'sidebar-right',
      contact: 'stack',
      contactLabels: 'glyph',
      name: 'caps',
      heading: 'spaced-css',
      bullet: 'disc',
      order: 'title-first',
      datePos: 'own-line',
      dates: { month: 'long-de', sep: ' – ', present: 'presente' },
      font: { family: 'DejaVu Sans', size: 9 },
      accent: '#5b7f2b',
    },
  },
  {
    id: 'es-03-teacher-argentina-band-years',
    lang: 'es',
    name: 'María Belén Sosa',
    title: 'Profesora de Matemática',
    contact: {
      email: 'mbelensosa@hotmail.com',
      phone: '+54 9 351 234-5678',
      location: 'Córdoba, Argentina',
      links: [],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Perfil',
        text: 'Profesora de Matemática con diez años frente al aula en escuelas secundarias y técnicas. Uso la tecnología para que cada estudiante avance a su ritmo.',
      },
      {
        kind: 'experience',
        heading: 'Experiencia docente',
        roles: [
          {
            company: 'Colegio Manuel Belgrano',
            city: 'Córdoba',
            title: 'Profesora de Matemática',
            dates: { start: { y: 2020 }, since: true },
            bullets: ['Cursos de 4.º a 6.º año, 22 horas cátedra', 'Coordinación del equipo de olimpíadas de matemática'],
          },
          {
            company: 'Escuela Técnica N.º 4',
            city: 'Río Ceballos',
            title: 'Profesora de Matemática y Física',
            dates: { start: { y: 2015 }, end: { y: 2019 } },
            bullets: ['Diseño de proyectos integrados con el taller de electrónica'],
          },
          {
            company: 'Universidad Nacional de Córdoba',
            title: 'Ayudante de cátedra, Álgebra I',
            dates: { start: { y: 2013 }, end: { y: 2015 } },
          },
        ],
      },
      {
        kind: 'experience',
        heading: 'Voluntariado',
        roles: [
          {
            company: 'Fundación Aprender Juntos',
            title: 'Tutora de apoyo escolar',
            dates: { start: { y: 2012 }, end: { y: 2016 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formación',
        schools: [
          {
            school: 'Universidad Nacional de Córdoba',
            degree: 'Profesorado en Matemática',
            dates: { start: { y: 2009 }, end: { y: 2014 } },
          },
          {
            school: 'Universidad Nacional de Villa María',
            degree: 'Especialización en Didáctica de la Matemática',
            dates: { start: { y: 2018 }, end: { y: 2020 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competencias',
        aside: true,
        form: 'bullets',
        groups: [
          {
            items: ['GeoGebra', 'Moodle', 'Google Classroom', 'Aprendizaje basado en proyectos', 'Evaluación formativa'],
          },
        ],
      },
      { kind: 'languages', heading: 'Idiomas', aside: true, items: ['Español (nativo)', 'Inglés (intermedio)'] },
    ],
    look: {
      layout: 'band-sidebar',
      contact: 'sidebar',
      contactLabels: 'word',
      name: 'plain',
      heading: 'title',
      bullet: '–',
      order: 'title-first',
      datePos: 'right',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'DejaVu Serif', size: 9.5 },
      accent: '#2e6f95',
    },
  },
];
