import { describe, expect, it } from 'vitest';
import { canonicalSkill, findTerms, recogniseSkill } from './keywords.js';
import { AREAS, TAXONOMY } from './taxonomy.js';

const names = (text: string, kind: 'prose' | 'list' = 'prose') =>
  findTerms(text, kind).map((m) => m.entry.name);

describe('the taxonomy', () => {
  it('has a few hundred entries across every area', () => {
    expect(TAXONOMY.length).toBeGreaterThanOrEqual(300);
    for (const area of AREAS) expect(TAXONOMY.filter((e) => e.area === area).length).toBeGreaterThan(5);
  });

  it('gives every spelling to one entry only', () => {
    const owner = new Map<string, string>();
    for (const e of TAXONOMY) {
      for (const form of [e.name, ...e.aliases]) {
        const key = form.toLowerCase();
        expect(owner.get(key) ?? e.name, form).toBe(e.name);
        owner.set(key, e.name);
      }
    }
  });
});

describe('canonicalSkill', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['ReactJS', 'React'],
    ['GCP', 'Google Cloud'],
    ['golang', 'Go'],
    ['node.js', 'Node.js'],
    ['C Sharp', 'C#'],
    ['dotnet', '.NET'],
    ['  Tailwind  ', 'Tailwind CSS'],
  ])('%s → %s', (item, canonical) => {
    expect(canonicalSkill(item)?.name).toBe(canonical);
  });

  it('leaves an item that is not exactly one term alone', () => {
    expect(canonicalSkill('NoSQL (MongoDB, Neo4j)')).toBeNull();
    expect(canonicalSkill('good manners')).toBeNull();
  });
});

describe('recogniseSkill', () => {
  it('sees past a note in brackets that names no other skill', () => {
    expect(recogniseSkill('JavaScript (ES6+)')?.name).toBe('JavaScript');
    expect(recogniseSkill('Python (pandas)')).toBeNull();
    expect(recogniseSkill('NoSQL (MongoDB, Neo4j)')).toBeNull();
  });
});

describe('findTerms in prose', () => {
  it('tells the languages C, C++ and C# apart', () => {
    expect(names('Wrote drivers in C, tools in C++ and services in C#.')).toEqual(['C', 'C++', 'C#']);
  });

  it('does not read C-level, R&D or Series C as languages', () => {
    expect(names('Reported to C-level executives on R&D after the Series C round.')).toEqual([]);
  });

  it('finds R and Go only as written', () => {
    expect(names('Modelled churn in R and rewrote the API in Go.')).toEqual(['R', 'Go']);
    expect(names('Ready to go, and r is a letter.')).toEqual([]);
  });

  it('does not read go-to-market as Go', () => {
    expect(names('Planned the Go-to-market launch')).toEqual(['Go-to-Market Strategy']);
  });

  it('keeps dotted names whole', () => {
    expect(names('Moved Node.js and ASP.NET services to .NET 8 on Vue.js')).toEqual([
      'Node.js',
      'ASP.NET',
      '.NET',
      'Vue.js',
    ]);
  });

  it('prefers the longest name at a place', () => {
    expect(names('Shipped React Native apps and a React site')).toEqual(['React Native', 'React']);
  });

  it('does not find a term inside a word', () => {
    expect(names('JavaScript developer, not Java')).toEqual(['JavaScript', 'Java']);
    expect(names('Reacted quickly; Gopher; Excellent')).toEqual([]);
  });

  it('allows "-based" and possessives after longer names', () => {
    expect(names("A React-based UI on Kubernetes's scheduler")).toEqual(['React', 'UI Design', 'Kubernetes']);
  });

  it('skips list-only names in prose but finds their distinctive aliases', () => {
    expect(names('Card services for American Express')).toEqual([]);
    expect(names('An API in Express.js')).toEqual(['Express']);
    expect(names('Express', 'list')).toEqual(['Express']);
  });

  it('matches ordinary words only in their skill spelling', () => {
    expect(names('Used Excel and Slack daily')).toEqual(['Excel', 'Slack']);
    expect(names('Helped the team excel and cut slack')).toEqual([]);
  });

  it('reports where each term is', () => {
    const [hit] = findTerms('Ran k8s clusters');
    expect(hit).toMatchObject({ text: 'k8s', start: 4, end: 7 });
  });
});
