// Renders the PNG icons and the sharing image from the SVG sources in web/public with
// Chromium. Run again after changing logo.svg or hero.svg: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** @param {string} svg @param {number} width @param {number} height @param {string} out @param {string} [background] */
async function render(svg, width, height, out, background = '#0b4f6c') {
  const page = await browser.newPage({ viewport: { width, height } });
  const markup = readFileSync(`web/public/${svg}`, 'utf8');
  await page.setContent(`<body style="margin:0;background:${background};display:grid;place-items:center;width:${width}px;height:${height}px">${markup.replace('<svg ', `<svg style="width:${width}px;height:${height}px" `)}</body>`);
  await page.screenshot({ path: `web/public/${out}` });
  await page.close();
}
await render('logo.svg', 192, 192, 'icon-192.png');
await render('logo.svg', 512, 512, 'icon-512.png');
await render('hero.svg', 1200, 630, 'og-image.png');
await browser.close();
console.log('wrote web/public/icon-192.png, icon-512.png, og-image.png');
