import { describe, expect, it } from 'vitest';
import { parseDateRange, rangeStatus, stripDates, stripDurations } from './dates.js';

const cases: [string, string | null, string | null][] = [
  ['2023-Jun - 2023-Sep', '2023-06', '2023-09'],
  ['2019/Mar – Present', '2019-03', 'present'],
  ['Jan 2020 – Present', '2020-01', 'present'],
  ['2021 - 2025 ONGOING', '2021', '2025'],
  ['Sep 2021 – Jun 2025 (in progress)', '2021-09', '2025-06'],
  ['01/2020 - 03/2021', '2020-01', '2021-03'],
  ['2019–21', '2019', '2021'],
  ['Sept. 2018', '2018-09', '2018-09'],
  ['seit 2021', '2021', 'present'],
  ['since 1865', '1865', 'present'],
  // "From" and "since" words before one date make it a start; before a range they only open it.
  ['ab 04/2022', '2022-04', 'present'],
  ['منذ 2020', '2020', 'present'],
  ['از آبان ۱۳۹۸', '1398-08', 'present'],
  ['od 02.2017 do 11.2019', '2017-02', '2019-11'],
  ['desde 2014 hasta 2016', '2014', '2016'],
  ['from May 2012 to July 2014', '2012-05', '2014-07'],
  // The year first with a one-digit month (Chinese, Japanese), Korean stops, Czech spaced dates.
  ['2016.9-2020.6', '2016-09', '2020-06'],
  ['2021.3-至今', '2021-03', 'present'],
  ['2017/4 – 2021/3', '2017-04', '2021-03'],
  ['2018. 3. ~ 2022. 2.', '2018-03', '2022-02'],
  ['2018. 03. 02. ~ 2022. 02. 28.', '2018-03', '2022-02'],
  ['2018.03.02 – 2022.02.28', '2018-03', '2022-02'],
  ['01. 09. 2016 – 30. 06. 2020', '2016-09', '2020-06'],
  // Months in Roman numerals, and month names and "until now" words of more languages.
  ['X 2014 – III 2017', '2014-10', '2017-03'],
  ['XI.2019 – н.в.', '2019-11', 'present'],
  ['helmikuu 2016 – nykyhetki', '2016-02', 'present'],
  ['2019 – sekarang', '2019', 'present'],
  ['2020 – iki dabar', '2020', 'present'],
  ['2018 – praegu', '2018', 'present'],
  ['spalis 2018 – vasaris 2020', '2018-10', '2020-02'],
  ['oktobris 2018 – februāris 2020', '2018-10', '2020-02'],
  ['märts 2015 – juuni 2016', '2015-03', '2016-06'],
  ['marec 2017 – junij 2019', '2017-03', '2019-06'],
  ['ágúst 2016 – nóvember 2018', '2016-08', '2018-11'],
  ['setembre 2014 – juliol 2016', '2014-09', '2016-07'],
  // Months of a language not listed: the two years still make the range.
  ['Gwener 2018 – Chwefror 2020', '2018', '2020'],
  ['2017. március – 2019. október', '2017-03', '2019-10'],
  ['octombrie 2015 – iunie 2018', '2015-10', '2018-06'],
  ['veljača 2018 – danas', '2018-02', 'present'],
  ['Agustus 2016 – Maret 2019', '2016-08', '2019-03'],
  ['октомври 2014 – сега', '2014-10', 'present'],
  ['अगस्त 2017 – वर्तमान', '2017-08', 'present'],
  ['mars 2018 – pågår', '2018-03', 'present'],
  // "desde" is "since", not a month written with "de".
  ['desde 2020', '2020', 'present'],
  ['März 2019 – heute', '2019-03', 'present'],
  ['janvier 2020 – aujourd’hui', '2020-01', 'present'],
  ['depuis sept. 2016', '2016-09', 'present'],
  ['marzo de 2019 – presente', '2019-03', 'present'],
  ['mar/2019 – atual', '2019-03', 'present'],
  ['settembre 2018 – oggi', '2018-09', 'present'],
  ['styczeń 2020 – obecnie', '2020-01', 'present'],
  ['okt. 2015 – sept. 2019', '2015-10', '2019-09'],
  ['augusti 2017 – nu', '2017-08', 'present'],
  ['10.2012 – 07.2017', '2012-10', '2017-07'],
  ['2015 年 3 月 – 至今', '2015-03', 'present'],
  ['Summer 2022', '2022', '2022'],
  ['Summer 2013, 2014', '2013', '2014'],
  ['Sep. 2023 Mar. 2024', '2023-09', '2024-03'],
  ['1863-1865', '1863', '1865'],
  ['May 5, 2020', '2020-05', '2020-05'],
  ['01/03/2019 – 31/12/2022 Kraków', '2019-03', '2022-12'],
  ['15.07.2015 - 30.09.2015', '2015-07', '2015-09'],
  ['01/01/2023 – OBECNIE', '2023-01', 'present'],
  ['12/31/2022', '2022-12', '2022-12'],
  ['2019-03-01 – 2022-12-31', '2019-03', '2022-12'],
  // Month names and "until now" words of more languages.
  ['сентябрь 2019 – по настоящее время', '2019-09', 'present'],
  ['березень 2018 – лютий 2020', '2018-03', '2020-02'],
  ['Μάιος 2016 – Σήμερα', '2016-05', 'present'],
  ['Eylül 2021 – Halen', '2021-09', 'present'],
  ['září 2015 – současnost', '2015-09', 'present'],
  ['marts 2019 – nu', '2019-03', 'present'],
  ['2019년 3월 – 현재', '2019-03', 'present'],
  ['2018年 – 現在', '2018', 'present'],
  ['Tháng 5/2020 – hiện tại', '2020-05', 'present'],
  ['أكتوبر 2021 – حتى الآن', '2021-10', 'present'],
  ['ספטמבר 2017 – היום', '2017-09', 'present'],
  ['Juni 2021 – derzeit', '2021-06', 'present'],
  ['2019 – tot op heden', '2019', 'present'],
  ['2020年4月 – 現在に至る', '2020-04', 'present'],
  ['03/2018 – do chwili obecnej', '2018-03', 'present'],
  // A Japanese year with its era year in brackets.
  ['1988(昭和 63)年 11 月~1990(平成 2)年 3 月', '1988-11', '1990-03'],
  ['2019（令和元）年5月', '2019-05', '2019-05'],
  ['1990(平成2)年 – 現在', '1990', 'present'],
  // A range printed end first on a right-to-left line; a left-to-right one stays as printed.
  ['2019 – 2009', '2019', '2009'],
  ['מנהל צוות 2017 – 2011', '2011', '2017'],
  ['معلم 2023-2022', '2022', '2023'],
  // A start month without its year takes the end's year, or the year before.
  ['2019 - en curso', '2019', 'present'],
  ['2021/2023', '2021', '2023'],
  ['June – August 2017', '2017-06', '2017-08'],
  ['November – February 2018', '2017-11', '2018-02'],
  // Solar Hijri and Buddhist Era years stay as printed, in their own digits too.
  ['۱۳۹۶/۷ – تاکنون', '1396-07', 'present'],
  ['2563 – 2565', '2563', '2565'],
  ['มกราคม 2567', '2567-01', '2567-01'],
];

describe('date ranges in the forms resumes print', () => {
  it.each(cases)('%s → %s … %s', (text, start, end) => {
    const range = parseDateRange(text);
    expect(range?.start).toBe(start);
    expect(range?.end).toBe(end);
  });

  it('reads a cell of digits on a right-to-left line as printed end first', () => {
    expect(parseDateRange('2021 – 2019', true)).toMatchObject({ start: '2019', end: '2021' });
    expect(parseDateRange('2021 – 2019')).toMatchObject({ start: '2021', end: '2019' });
  });

  it('marks a single printed date (a graduation date) as single', () => {
    expect(parseDateRange('Expected Fall 2021')).toMatchObject({ start: '2021', single: true });
  });

  it('reads a status word printed inside the range ("2019 – (projected) April 2025") as part of it', () => {
    expect(parseDateRange('SEPTEMBER 2019- (PROJECTED) APRIL 2025')).toMatchObject({
      start: '2019-09',
      end: '2025-04',
    });
    expect(parseDateRange('10/2021 – (voraussichtlich) 09/2024')).toMatchObject({
      start: '2021-10',
      end: '2024-09',
    });
    expect(stripDates('Northfield College, 2020 – expected 2024')).toBe('Northfield College,');
    expect(rangeStatus('SEPTEMBER 2019- (PROJECTED) APRIL 2025')).toBe('PROJECTED');
    expect(rangeStatus('2019 – 2025')).toBeNull();
  });

  it('reads only the first range: a year inside a title is not part of it', () => {
    expect(parseDateRange('1933 Alice in Wonderland 1933 version.')).toMatchObject({
      start: '1933',
      end: '1933',
    });
  });

  it('ignores phone numbers, grades and plain numbers', () => {
    expect(parseDateRange('+1-123-456-7890')).toBeNull();
    expect(parseDateRange('GPA 3.8 of 4.0')).toBeNull();
    expect(parseDateRange('Managed 1200 users')).toBeNull();
    // Years of other calendars only where the text shows that calendar.
    expect(parseDateRange('Led a team of 1400 volunteers')).toBeNull();
    expect(parseDateRange('Sold 2540 units')).toBeNull();
    // A date cell holding nothing but such a year is one.
    expect(parseDateRange(' 2541 ')).toMatchObject({ start: '2541', end: '2541' });
  });

  it('reads a school year glued to its abbreviation, but not a decimal number', () => {
    expect(parseDateRange('S.Y.2031-2032')).toMatchObject({ start: '2031', end: '2032', single: false });
    expect(parseDateRange('Acad.Yr.2031/32')).toMatchObject({ start: '2031', end: '2032' });
    expect(parseDateRange('Build 14.2031-2032')).toBeNull();
  });

  it('reads a few days within one month as that month, start and end, and cuts the days out', () => {
    expect(parseDateRange('3–9 Mai 2031')).toMatchObject({ start: '2031-05', end: '2031-05', single: false });
    expect(parseDateRange('Winter school, 14-21 Gen 2031')).toMatchObject({
      start: '2031-01',
      end: '2031-01',
    });
    expect(stripDates('Winter school, 14-21 Gen 2031')).toBe('Winter school,');
  });

  it('cuts the range and its connector words out of a line', () => {
    expect(stripDates('M.Sc. Geology Graduation Date: June 2031')).toBe('M.Sc. Geology');
    expect(stripDates('Abschlussdatum: 07/2031')).toBe('');
    expect(stripDates('Fecha de egreso: 2031')).toBe('');
    // A word like "data" inside a title, away from the date, stays.
    expect(stripDates('Data Analyst 2031')).toBe('Data Analyst');
    expect(stripDates('Laurea 2031')).toBe('Laurea');
    expect(stripDates('Software Engineer May 2023 - Present')).toBe('Software Engineer');
    expect(stripDates('Master student, expected March 2016')).toBe('Master student,');
  });
});

describe('lengths of time beside a period', () => {
  it('drops Korean and Japanese counts of months and years but keeps calendar years', () => {
    expect(stripDurations('2019.04 – 2022.09 (3년 6개월)')).toBe('2019.04 – 2022.09');
    expect(stripDurations('2023年4月 – 現在 (8ヶ月)')).toBe('2023年4月 – 現在');
    expect(stripDurations('Stage chez Nordlys – 6 semaines')).toBe('Stage chez Nordlys –');
    expect(stripDurations('Praktikum (4 Wochen)')).toBe('Praktikum');
    expect(stripDurations('Summer internship, 10 weeks')).toBe('Summer internship,');
    expect(stripDurations('2016年 – 2019년')).toBe('2016年 – 2019년');
  });
});
