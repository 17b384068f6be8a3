import type { HoldoutLook } from '../model.js';
import { xml } from './xml.js';

/*
 * The named styles of a Writer document for one look: paragraph styles for the name, contact, headings
 * and entries, the bullet list style, and the page layout with its header and footer. A right tab stop
 * at the text edge is how Word and Writer users put dates on the right.
 */

export interface Geometry {
  /** Width of the text area in cm. */
  text: number;
  /** Width of the sidebar (table cell or frame) in cm, 0 for one column. */
  side: number;
}

export function geometry(look: HoldoutLook): Geometry {
  const page = look.paper === 'Letter' ? 21.59 : 21;
  const text = page - 2 * 1.8;
  return { text, side: look.layout === 'single' ? 0 : look.layout === 'label-column' ? LABEL_CELL : 5.6 };
}

/** Width of the heading cell of a `label-column` layout in cm. */
export const LABEL_CELL = 4.4;

function headingProps(look: HoldoutLook): string {
  switch (look.heading) {
    case 'caps-rule':
      return `<style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.6pt solid #333333" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="${look.font.size + 2}pt" fo:font-weight="bold" fo:text-transform="uppercase"/>`;
    case 'bold':
      return `<style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="${look.font.size + 3}pt" fo:font-weight="bold" fo:color="#1f4e79"/>`;
    case 'shaded':
      return `<style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.15cm" fo:background-color="#d9e2f3" fo:padding="0.05cm"/><style:text-properties fo:font-size="${look.font.size + 1}pt" fo:font-weight="bold"/>`;
    case 'spaced':
      return `<style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm"/><style:text-properties fo:font-size="${look.font.size + 1}pt" fo:letter-spacing="0.12cm" fo:text-transform="uppercase" fo:color="#444444"/>`;
    case 'smallcaps':
      return `<style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.4pt solid #000000"/><style:text-properties fo:font-size="${look.font.size + 2}pt" fo:font-variant="small-caps"/>`;
    case 'underline':
      return `<style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="${look.font.size + 1}pt" fo:font-weight="bold" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>`;
  }
}

function tabStyle(name: string, pos: number, parent = 'Body'): string {
  return (
    `<style:style style:name="${name}" style:family="paragraph" style:parent-style-name="${parent}">` +
    `<style:paragraph-properties fo:text-align="start"><style:tab-stops><style:tab-stop style:position="${pos.toFixed(2)}cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>`
  );
}

/** The office:styles, automatic page layout and master page of the document. */
export function writerStyles(look: HoldoutLook, name: string, pageWords: (n: string, of: string) => string) {
  const g = geometry(look);
  const f = xml(look.font.family);
  const main = look.layout === 'single' ? g.text : g.text - g.side - 0.4;
  const labelAlign = `<style:paragraph-properties fo:text-align="end" fo:margin-top="0.1cm"/><style:text-properties fo:font-size="${look.font.size}pt" fo:text-transform="uppercase" fo:color="#1f4e79" fo:letter-spacing="0.03cm"/>`;
  const mainPad = look.layout === 'frame-left' ? g.side + 0.5 : 0;
  const bullet = look.bullet === 'none' ? '•' : look.bullet;
  const styles =
    `<office:font-face-decls><style:font-face style:name="${f}" svg:font-family="'${f}'"/></office:font-face-decls>` +
    `<office:styles>` +
    `<style:default-style style:family="paragraph"><style:text-properties style:font-name="${f}" fo:font-size="${look.font.size}pt"/></style:default-style>` +
    `<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${f}" fo:font-size="${look.font.size}pt"/></style:style>` +
    `<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="${mainPad}cm" fo:margin-top="0cm" fo:margin-bottom="0.06cm" fo:text-align="${look.justify ? 'justify' : 'start'}"/></style:style>` +
    `<style:style style:name="Side" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties fo:font-size="${look.font.size - 0.5}pt"/></style:style>` +
    `<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="${look.header === 'center' ? 'center' : 'start'}" fo:margin-left="${mainPad}cm"/><style:text-properties fo:font-size="${look.font.size + 12}pt" fo:font-weight="bold"/></style:style>` +
    `<style:style style:name="Headline" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="${look.header === 'center' ? 'center' : 'start'}" fo:margin-bottom="0.1cm" fo:margin-left="${mainPad}cm"/><style:text-properties fo:font-size="${look.font.size + 2}pt" fo:color="#555555"/></style:style>` +
    `<style:style style:name="Contact" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="${look.header === 'center' ? 'center' : look.header === 'table' ? 'end' : 'start'}" fo:margin-left="${mainPad}cm"/><style:text-properties fo:font-size="${look.font.size - 0.5}pt"/></style:style>` +
    `<style:style style:name="H" style:family="paragraph" style:parent-style-name="Body" style:default-outline-level="1">${headingProps(look).replace('<style:paragraph-properties ', `<style:paragraph-properties fo:margin-left="${mainPad}cm" `)}</style:style>` +
    `<style:style style:name="HS" style:family="paragraph" style:parent-style-name="Side">${headingProps(look)}</style:style>` +
    `<style:style style:name="HL" style:family="paragraph" style:parent-style-name="Standard">${labelAlign}</style:style>` +
    `<style:style style:name="HB" style:family="paragraph" style:parent-style-name="H"><style:paragraph-properties fo:break-before="page"/></style:style>` +
    tabStyle('EntryTab', main) +
    tabStyle('EntryTabSide', g.side - 0.3, 'Side') +
    `<style:style style:name="Strong" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>` +
    `<style:style style:name="Em" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>` +
    `<style:style style:name="Link" style:family="text"><style:text-properties fo:color="#1155cc"/></style:style>` +
    `<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>` +
    `<text:list-style style:name="L"><text:list-level-style-bullet text:level="1" text:bullet-char="${xml(bullet)}"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="${(mainPad + 0.6).toFixed(2)}cm" fo:text-indent="-0.45cm" fo:margin-left="${(mainPad + 0.6).toFixed(2)}cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>` +
    `<text:list-style style:name="LS"><text:list-level-style-bullet text:level="1" text:bullet-char="${xml(bullet)}"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.45cm" fo:text-indent="-0.4cm" fo:margin-left="0.45cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>` +
    `</office:styles>`;
  const [pw, ph] = look.paper === 'Letter' ? [21.59, 27.94] : [21, 29.7];
  const footer =
    look.footer === 'page-of'
      ? `<style:footer><text:p text:style-name="Footer">${xml(pageWords('\u0000', '\u0001'))
          .replace('\u0000', '<text:page-number text:select-page="current"/>')
          .replace('\u0001', '<text:page-count/>')}</text:p></style:footer>`
      : look.footer === 'name'
        ? `<style:footer><text:p text:style-name="Footer">${xml(name)} · <text:page-number text:select-page="current"/></text:p></style:footer>`
        : '';
  return { styles, page: { pw, ph, footer }, main };
}
