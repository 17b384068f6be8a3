import type { Resume } from '../model.js';

/** Portuguese resumes from Brazil and Portugal. */
export const PT: Resume[] = [
  {
    id: 'pt-01-br-dev-one-line-slash-dates',
    lang: 'pt',
    name: 'Beatriz Almeida Santos',
    title: 'Desenvolvedora Full Stack',
    contact: {
      email: 'bia.almeida.santos@gmail.com',
      phone: '+55 11 91234-5678',
      location: 'São Paulo, SP',
      links: [
        {
          kind: 'linkedin',
          href: 'https://www.linkedin.com/in/beatrizalmeidasantos',
          show: 'url',
          text: 'linkedin.com/in/beatrizalmeidasantos',
        },
        { kind: 'github', href: 'https://github.com/biaalmeida', show: 'url', text: 'github.com/biaalmeida' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Resumo',
        text: 'Desenvolvedora com sete anos de experiência em produtos financeiros e de e-commerce. Gosto de resolver problemas de ponta a ponta, do banco de dados à interface.',
      },
      {
        kind: 'experience',
        heading: 'Experiência profissional',
        roles: [
          {
            company: 'Pagaí Pagamentos',
            city: 'São Paulo',
            title: 'Desenvolvedora Full Stack',
            dates: { start: { y: 2019, m: 3 }, end: 'present' },
            bullets: [
              'Desenvolvimento do fluxo de Pix parcelado (Node.js, React, PostgreSQL), 300 mil transações por dia',
              'Redução de 40% no tempo de build com cache de dependências e testes paralelos',
              'Mentoria de três pessoas desenvolvedoras júnior',
            ],
          },
          {
            company: 'Agência Caju Digital',
            city: 'Campinas',
            title: 'Desenvolvedora Front-end',
            dates: { start: { y: 2017, m: 2 }, end: { y: 2019, m: 2 } },
            bullets: ['Lojas virtuais em Vue.js para redes de varejo do interior paulista'],
          },
          {
            company: 'Sorocred Informática',
            city: 'Sorocaba',
            title: 'Estagiária de Desenvolvimento',
            dates: { start: { y: 2016, m: 7 }, end: { y: 2017, m: 1 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formação acadêmica',
        schools: [
          {
            school: 'Universidade Estadual de Campinas (Unicamp)',
            degree: 'Bacharelado em Ciência da Computação',
            dates: { start: { y: 2013, m: 2 }, end: { y: 2016, m: 12 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projetos',
        projects: [
          {
            name: 'Feira Livre App',
            url: 'github.com/biaalmeida/feira-livre',
            description: 'Mapa colaborativo das feiras livres de São Paulo com horários e produtos.',
          },
          { name: 'Bot do Bandejão', description: 'Bot de Telegram com o cardápio diário dos restaurantes universitários.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Habilidades',
        form: 'comma',
        groups: [{ items: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Vue.js', 'PostgreSQL', 'Docker', 'AWS', 'Testes automatizados'] }],
      },
      { kind: 'languages', heading: 'Idiomas', items: ['Português – nativo', 'Inglês – avançado', 'Espanhol – intermediário'] },
      { kind: 'certifications', heading: 'Cursos e certificações', items: ['AWS Certified Developer – Associate (2021)'] },
    ],
    look: {
      layout: 'single',
      contact: 'stack',
      name: 'plain',
      heading: 'caps',
      bullet: '*',
      order: 'one-line',
      oneLineSep: ' | ',
      datePos: 'right',
      dates: { month: 'slash-name', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
      accent: '#6b3fa0',
    },
  },
  {
    id: 'pt-02-pt-engineer-sidebar-dots-dates',
    lang: 'pt',
    name: 'João Pedro Carvalho',
    title: 'Engenheiro Civil',
    contact: {
      email: 'jp.carvalho@sapo.pt',
      phone: '+351 912 345 678',
      location: 'Lisboa, Portugal',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/joaopedrocarvalho-eng', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Perfil',
        text: 'Engenheiro civil com experiência em estruturas de betão armado e direção de obra. Rigoroso com prazos, custos e segurança.',
      },
      {
        kind: 'experience',
        heading: 'Experiência Profissional',
        roles: [
          {
            company: 'Construtora Atlântico, S.A.',
            city: 'Lisboa',
            title: 'Diretor de Obra',
            dates: { start: { y: 2020, m: 3 }, end: 'present' },
            bullets: [
              'Direção de obra de dois edifícios habitacionais (96 frações, 11 M€)',
              'Coordenação de 14 subempreiteiros e do plano de segurança e saúde',
            ],
          },
          {
            company: 'Gabinete Ferreira & Matos',
            city: 'Porto',
            title: 'Engenheiro de Estruturas',
            dates: { start: { y: 2017, m: 9 }, end: { y: 2020, m: 2 } },
            bullets: ['Projeto de estruturas em betão armado e metálicas (SAP2000, Robot)', 'Reforço sísmico de edifícios pombalinos'],
          },
          {
            company: 'Câmara Municipal de Coimbra',
            city: 'Coimbra',
            title: 'Estágio curricular',
            dates: { start: { y: 2017, m: 2 }, end: { y: 2017, m: 7 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formação',
        schools: [
          {
            school: 'Instituto Superior Técnico',
            degree: 'Mestrado Integrado em Engenharia Civil',
            dates: { start: { y: 2012, m: 9 }, end: { y: 2017, m: 7 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competências',
        aside: true,
        form: 'grouped',
        groups: [
          { label: 'Software', items: ['AutoCAD', 'Revit', 'SAP2000', 'Primavera P6'] },
          { label: 'Gestão', items: ['Planeamento de obra', 'Controlo de custos', 'Segurança em obra'] },
        ],
      },
      { kind: 'languages', heading: 'Línguas', aside: true, items: ['Português (nativo)', 'Inglês (fluente)', 'Francês (básico)'] },
      { kind: 'certifications', heading: 'Certificações', aside: true, items: ['Técnico Superior de Segurança no Trabalho (2019)'] },
    ],
    look: {
      layout: 'sidebar-left',
      contact: 'sidebar',
      name: 'plain',
      heading: 'caps',
      bullet: '▪',
      order: 'company-first',
      datePos: 'tab',
      dates: { month: 'num-dot', sep: ' – ', present: 'presente' },
      font: { family: 'DejaVu Sans', size: 9 },
      accent: '#006d5b',
    },
  },
  {
    id: 'pt-03-br-designer-two-col-icons-long',
    lang: 'pt',
    name: 'Rafael Oliveira Costa',
    title: 'Designer Gráfico e Ilustrador',
    contact: {
      email: 'rafael@rafaelcosta.art.br',
      phone: '(21) 98765-4321',
      location: 'Rio de Janeiro, RJ',
      links: [
        { kind: 'website', href: 'https://rafaelcosta.art.br', show: 'icon' },
        { kind: 'behance', href: 'https://www.behance.net/rafaeloliveiracosta', show: 'icon' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/rafael-oliveira-costa', show: 'icon' },
      ],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Experiência',
        roles: [
          {
            company: 'Estúdio Maré',
            city: 'Rio de Janeiro',
            title: 'Designer Gráfico Sênior',
            dates: { start: { y: 2020, m: 1 }, end: 'present' },
            bullets: ['Identidades visuais para festivais e instituições culturais', 'Direção de arte de campanhas impressas e digitais'],
          },
          {
            company: 'Editora Tropical',
            city: 'Niterói',
            title: 'Designer Gráfico',
            dates: { start: { y: 2017, m: 3 }, end: { y: 2019, m: 12 } },
            bullets: ['Projeto gráfico de 60 livros e capas de coleções infantis'],
          },
          {
            company: null,
            title: 'Ilustrador freelancer',
            dates: { start: { y: 2015, m: 6 }, end: { y: 2017, m: 2 } },
            bullets: ['Ilustrações editoriais para revistas e jornais'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formação',
        schools: [
          {
            school: 'Escola Superior de Desenho Industrial (ESDI/UERJ)',
            degree: 'Bacharelado em Design',
            dates: { start: { y: 2011 }, end: { y: 2015 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projetos',
        aside: true,
        projects: [
          { name: 'Festival Choro na Rua', description: 'Identidade visual, cartazes e sinalização, edições 2021 a 2023.' },
          { name: 'A Baía', description: 'Livro ilustrado infantil sobre a Baía de Guanabara, finalista do Prêmio Jabuti.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Habilidades',
        aside: true,
        form: 'dots',
        groups: [{ items: ['Identidade visual', 'Ilustração', 'Tipografia', 'Adobe Illustrator', 'InDesign', 'Procreate', 'Figma'] }],
      },
      { kind: 'languages', heading: 'Idiomas', aside: true, items: ['Português – nativo', 'Inglês – intermediário'] },
    ],
    look: {
      layout: 'two-col',
      contact: 'inline',
      contactSep: '  ·  ',
      name: 'caps',
      heading: 'spaced-literal',
      bullet: '✓',
      order: 'title-first',
      datePos: 'own-line',
      dates: { month: 'long-de', sep: ' – ', present: 'presente' },
      font: { family: 'Lora', size: 9.5 },
      accent: '#d35400',
    },
  },
];
