import type { HoldoutResume } from '../model.js';

/** Spanish CVs: a Writer CV with a date column, a sidebar table and a LaTeX CV. */
export const ES: HoldoutResume[] = [
  {
    id: 'es-01-writer-enfermera-cells',
    lang: 'es',
    name: 'Lucía Fernández Ortega',
    title: 'Enfermera especialista en cuidados intensivos',
    contact: {
      email: 'lucia.fernandez.ortega@gmail.com',
      phone: '+34 612 345 678',
      location: 'Sevilla',
      links: [],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Perfil profesional',
        text: 'Enfermera con nueve años de experiencia en unidades de cuidados intensivos y formación en ventilación mecánica.',
      },
      {
        kind: 'experience',
        heading: 'Experiencia laboral',
        roles: [
          {
            company: 'Hospital Universitario Virgen del Rocío',
            city: 'Sevilla',
            title: 'Enfermera de UCI',
            dates: { start: { y: 2018, m: 3 }, end: 'present' },
            bullets: ['Atención a pacientes críticos en una unidad de 24 camas', 'Tutora de alumnado en prácticas'],
          },
          {
            company: 'Hospital Quirónsalud',
            city: 'Málaga',
            title: 'Enfermera de urgencias',
            dates: { start: { y: 2015, m: 6 }, end: { y: 2018, m: 2 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formación académica',
        schools: [
          {
            school: 'Universidad de Sevilla',
            degree: 'Máster en Cuidados Críticos',
            dates: { start: { y: 2016, m: 10 }, end: { y: 2017, m: 9 } },
          },
          {
            school: 'Universidad de Málaga',
            degree: 'Grado en Enfermería',
            dates: { start: { y: 2011, m: 9 }, end: { y: 2015, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competencias',
        form: 'comma',
        groups: [{ items: ['Ventilación mecánica', 'Soporte vital avanzado', 'Hemodiálisis', 'Gestión de casos'] }],
      },
      { kind: 'languages', heading: 'Idiomas', items: ['Español (nativo)', 'Inglés (B2)'] },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'left',
      contactSep: ' · ',
      heading: 'caps-rule',
      datePos: 'cell',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'long-de', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
    },
  },
  {
    id: 'es-02-writer-contable-sidebar',
    lang: 'es',
    name: 'Andrés Castillo Vega',
    title: 'Contable sénior',
    contact: {
      email: 'andres.castillo@hotmail.com',
      phone: '+52 55 1234 5678',
      location: 'Ciudad de México',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/andres-castillo-vega', show: 'label' }],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Experiencia',
        roles: [
          {
            company: 'Grupo Industrial Norteño',
            city: 'Ciudad de México',
            title: 'Contador sénior',
            dates: { start: { y: 2019, m: 1 }, end: 'present' },
            bullets: ['Cierre contable mensual de cinco filiales', 'Implementación de facturación electrónica CFDI 4.0'],
          },
          {
            company: 'Despacho Ramírez y Asociados',
            city: 'Puebla',
            title: 'Auxiliar contable',
            dates: { start: { y: 2015, m: 8 }, end: { y: 2018, m: 12 } },
            bullets: ['Declaraciones fiscales de personas morales'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Educación',
        schools: [
          {
            school: 'Benemérita Universidad Autónoma de Puebla',
            degree: 'Licenciatura en Contaduría Pública',
            dates: { start: { y: 2011, m: 8 }, end: { y: 2015, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Habilidades',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['SAP FI', 'CONTPAQi', 'Excel avanzado', 'NIF y IFRS'] }],
      },
      { kind: 'languages', heading: 'Idiomas', aside: true, items: ['Español', 'Inglés intermedio'] },
    ],
    look: {
      producer: 'writer',
      layout: 'table-left',
      header: 'left',
      heading: 'smallcaps',
      datePos: 'tab',
      order: 'company-first',
      bullet: '➢',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'DejaVu Serif', size: 9.5 },
    },
  },
  {
    id: 'es-03-latex-desarrollador',
    lang: 'es',
    name: 'Pablo Iglesias Moreno',
    title: 'Desarrollador Full Stack',
    contact: {
      email: 'pablo.iglesias.dev@gmail.com',
      phone: '+34 699 112 233',
      location: 'Valencia',
      links: [{ kind: 'github', href: 'https://github.com/piglesiasm', show: 'url', text: 'github.com/piglesiasm' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Resumen',
        text: 'Desarrollador con cinco años creando aplicaciones web para turismo y comercio electrónico.',
      },
      {
        kind: 'experience',
        heading: 'Experiencia profesional',
        roles: [
          {
            company: 'Turisoft Levante',
            city: 'Valencia',
            title: 'Desarrollador Full Stack',
            dates: { start: { y: 2021, m: 9 }, end: 'present' },
            bullets: ['Motor de reservas para 120 hoteles con TypeScript y PostgreSQL'],
          },
          {
            company: 'Tiendas Mediterráneo',
            city: 'Alicante',
            title: 'Desarrollador web',
            dates: { start: { y: 2019, m: 4 }, end: { y: 2021, m: 8 } },
            bullets: ['Migración de la tienda en línea a una arquitectura sin servidor'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formación',
        schools: [
          {
            school: 'Universitat Politècnica de València',
            degree: 'Grado en Ingeniería Informática',
            dates: { start: { y: 2015, m: 9 }, end: { y: 2019, m: 7 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Proyectos',
        projects: [
          { name: 'Fallas Map', tech: 'React, Leaflet', description: 'Mapa de las fallas con horarios y rutas.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Habilidades técnicas',
        form: 'grouped',
        groups: [
          { label: 'Lenguajes', items: ['TypeScript', 'Python', 'SQL'] },
          { label: 'Herramientas', items: ['Node.js', 'React', 'Docker', 'AWS Lambda'] },
        ],
      },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'center',
      contactSep: ' | ',
      heading: 'caps-rule',
      datePos: 'tab',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'num', sep: ' – ' },
      font: { family: 'Times', size: 11 },
    },
  },
];
