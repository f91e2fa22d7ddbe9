import type { Palette } from '../palette.ts';
import { dot, pair, seam, seams, shape, type Drawing } from './shapes.ts';

const dress: Drawing = (p) =>
  shape(
    'M262,92 L300,142 L338,92 L366,100 L384,150 L368,236 Q420,380 456,522 Q300,548 144,522 Q180,380 232,236 L216,150 L234,100 Z',
    p.base,
  ) +
  seam('M266,100 L300,134 L334,100', p.seam) +
  shape('M232,236 L368,236 L371,258 L229,258 Z', p.shade) +
  seam('M300,258 L300,536', p.seam, 2, ' stroke-opacity=".5"') +
  seams('M266,258 Q256,400 226,530', p.seam, 2, ' stroke-opacity=".5"') +
  seam('M150,508 Q300,532 450,508', p.seam);

const skirt: Drawing = (p) => {
  let pleats = '';
  for (let i = 1; i <= 5; i++)
    pleats += `M${212 + i * 29},164 L${148 + i * 50.7},${490 + (i === 3 ? 8 : 5)} `;
  return (
    shape('M212,164 L388,164 L452,482 Q300,506 148,482 Z', p.base) +
    seam(pleats.trim(), p.seam, 2, ' stroke-opacity=".6"') +
    shape('M214,132 L386,132 L388,164 L212,164 Z', p.shade) +
    dot(364, 148, 5, p.detail)
  );
};

/** Trousers and jeans share a cut; jeans get gold topstitching and rivets. */
function legs(p: Palette, hem: number, stitch?: string) {
  const line = stitch ?? p.seam;
  const dash = stitch ? ' stroke-dasharray="6 5"' : '';
  const crotch = hem > 400 ? 232 : 262;
  return (
    shape(
      `M204,122 L396,122 L${hem > 400 ? 416 : 420},${hem} L320,${hem} L300,${crotch} L280,${hem} L${hem > 400 ? 184 : 180},${hem} Z`,
      p.base,
    ) +
    shape('M204,92 L396,92 L396,122 L204,122 Z', p.shade) +
    [226, 290, 364]
      .map((x) => `<rect x="${x}" y="86" width="10" height="40" fill="${p.shade}"/>`)
      .join('') +
    seam(`M316,122 L316,${crotch - 30} Q316,${crotch - 14} 302,${crotch - 8}`, line, 2, dash) +
    seams('M214,124 Q250,136 258,184', line, 2, dash) +
    seams(
      `M${hem > 400 ? 188 : 184},${hem - 16} L${hem > 400 ? 278 : 282},${hem - 14}`,
      line,
      2,
      dash,
    ) +
    dot(300, 107, 6, p.detail) +
    (stitch ? [dot(254, 186, 4, '#c9a227'), dot(346, 186, 4, '#c9a227')].join('') : '')
  );
}

const trousers: Drawing = (p) =>
  legs(p, 522) + seams('M252,250 L236,506', p.seam, 2, ' stroke-opacity=".5"');
const jeans: Drawing = (p) =>
  legs(p, 522, '#e0a957') +
  seam('M330,130 L372,130 L372,160 L330,160', '#e0a957', 2, ' stroke-dasharray="6 5"');
const shorts: Drawing = (p) => legs(p, 372);

const swimsuit: Drawing = (p) =>
  pair('M250,128 L262,128 L272,204 L256,206 Z', p.base) +
  shape(
    'M236,196 Q268,220 300,214 Q332,220 364,196 L374,300 Q352,372 378,424 Q336,430 300,482 Q264,430 222,424 Q248,372 226,300 Z',
    p.base,
  ) +
  seam('M240,204 Q270,236 300,226 Q330,236 360,204', p.seam) +
  seams('M250,300 Q272,318 298,306', p.seam, 2, ' stroke-opacity=".6"') +
  seams('M230,418 Q268,428 296,470', p.seam);

const bikini: Drawing = (p) =>
  seam('M258,128 L296,76 L304,76 L342,128', p.deep, 4) +
  seam('M150,246 L206,242 M394,242 L450,246 M296,236 Q300,244 304,236', p.deep, 4) +
  pair('M258,128 L296,236 L206,242 Q214,176 258,128 Z', p.base) +
  seams('M256,150 L286,232', p.seam, 2, ' stroke-opacity=".6"') +
  shape(
    'M196,330 Q300,344 404,330 Q392,372 346,394 Q322,420 318,446 L282,446 Q278,420 254,394 Q208,372 196,330 Z',
    p.base,
  ) +
  seams('M196,332 L172,352 M196,332 L174,318', p.deep, 4) +
  seam('M206,344 Q300,358 394,344', p.seam);

export const LOWER = { dress, skirt, trousers, jeans, shorts, swimsuit, bikini };
