import type { HoldoutResume } from '../model.js';

/** Portuguese CVs: contact in the page header (Writer) and a LaTeX CV with "mar/2020" dates. */
export const PT: HoldoutResume[] = [
  {
    id: 'pt-01-writer-professora-page-header',
    lang: 'pt',
    name: 'Beatriz Almeida Santos',
    title: 'Professora de Matemática',
    contact: {
      email: 'beatriz.asantos@gmail.com',
      phone: '+55 31 98765-4321',
      location: 'Belo Horizonte, MG',
      links: [],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Resumo',
        text: 'Professora com dez anos de experiência no ensino fundamental e médio, com foco em metodologias ativas e olimpíadas de matemática.',
      },
      {
        kind: 'experience',
        heading: 'Experiência Profissional',
        roles: [
          {
            company: 'Colégio Santo Agostinho',
            city: 'Belo Horizonte',
            title: 'Professora de Matemática',
            dates: { start: { y: 2017, m: 2 }, end: 'present' },
            bullets: ['Turmas do 9º ano e do ensino médio', 'Preparação de equipes para a OBMEP'],
          },
          {
            company: 'Escola Estadual Afonso Pena',
            city: 'Contagem',
            title: 'Professora substituta',
            dates: { start: { y: 2014, m: 3 }, end: { y: 2016, m: 12 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formação Acadêmica',
        schools: [
          {
            school: 'Universidade Federal de Minas Gerais',
            degree: 'Mestrado Profissional em Matemática',
            dates: { start: { y: 2018, m: 3 }, end: { y: 2020, m: 2 } },
          },
          {
            school: 'Pontifícia Universidade Católica de Minas Gerais',
            degree: 'Licenciatura em Matemática',
            dates: { start: { y: 2010, m: 2 }, end: { y: 2013, m: 12 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competências',
        form: 'comma',
        groups: [{ items: ['GeoGebra', 'Google Classroom', 'Metodologias ativas', 'Avaliação formativa'] }],
      },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'page-header',
      contactSep: '  •  ',
      heading: 'bold',
      datePos: 'own-line',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10.5 },
    },
  },
  {
    id: 'pt-02-latex-engenheiro-dados',
    lang: 'pt',
    name: 'Rui Carvalho',
    title: 'Engenheiro de Dados',
    contact: {
      email: 'rui.carvalho@sapo.pt',
      phone: '+351 912 345 678',
      location: 'Porto, Portugal',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/ruicarvalho-data', show: 'label' },
        { kind: 'github', href: 'https://github.com/ruicarvalho', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Experiência',
        roles: [
          {
            company: 'Farfetch',
            city: 'Porto',
            title: 'Engenheiro de Dados Sénior',
            dates: { start: { y: 2020, m: 3 }, end: 'present' },
            bullets: ['Pipelines de eventos em Spark e Kafka para 3 mil milhões de registos por dia'],
          },
          {
            company: 'Sonae MC',
            city: 'Maia',
            title: 'Analista de Dados',
            dates: { start: { y: 2017, m: 9 }, end: { y: 2020, m: 2 } },
            bullets: ['Modelos de previsão de procura para 250 lojas'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formação',
        schools: [
          {
            school: 'Faculdade de Engenharia da Universidade do Porto',
            degree: 'Mestrado em Engenharia Informática',
            dates: { start: { y: 2012, m: 9 }, end: { y: 2017, m: 7 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competências',
        form: 'dots',
        groups: [{ items: ['Spark', 'Kafka', 'Airflow', 'Scala', 'Python', 'BigQuery'] }],
      },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'left',
      contactSep: ' | ',
      heading: 'smallcaps',
      datePos: 'tab',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'slash-name', sep: ' – ' },
      font: { family: 'Latin Modern', size: 10 },
    },
  },
];
