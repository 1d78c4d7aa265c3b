/**
 * Flat-vector garment illustrations as compact SVG strings.
 * Every garment is drawn once into <defs> (#G) and placed by the view: as is (front/back),
 * magnified inside a card (detail) or scaled into an arch scene (styled).
 */
import type { Category, Color, Pattern } from '@tailor/domain';
import type { GarmentView } from './names';

export const W = 600;
export const H = 800;

/* ---------------------------------------------------------------- colours */

export const COLOR_HEX: Record<Color, string> = {
  Red: '#C62A36',
  Maroon: '#7A1F34',
  Pink: '#E0709A',
  Golden: '#D4A03A',
  'Royal Blue': '#2B4DAA',
  Green: '#2F7D57',
  Black: '#28252D',
  White: '#F7F3EB',
  Peach: '#F3A98A',
  Yellow: '#F1C232',
};

const ACCENT: Record<Color, string> = {
  Red: '#E8BD55',
  Maroon: '#E3B655',
  Pink: '#C99A2E',
  Golden: '#7A1F34',
  'Royal Blue': '#E8C15E',
  Green: '#E8BE55',
  Black: '#D9AE4A',
  White: '#C29A3C',
  Peach: '#B0405C',
  Yellow: '#B0283A',
};

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mix two #rrggbb colours; t is the weight of the second. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => v / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface Palette {
  base: string;
  dark: string;
  light: string;
  accent: string;
  motif: string;
  pair: string;
  dupatta: string;
  bg1: string;
  bg2: string;
  isLight: boolean;
}

export function palette(color: Color): Palette {
  const base = COLOR_HEX[color];
  const accent = ACCENT[color];
  const isLight = luminance(base) > 0.55;
  const neutralBg = color === 'White' || color === 'Black';
  return {
    base,
    dark: color === 'White' ? '#BFB29A' : mix(base, '#000000', 0.38),
    light: mix(base, '#FFFFFF', 0.55),
    accent,
    motif: isLight ? accent : mix(base, '#FFFFFF', 0.62),
    pair: mix(accent, '#FFFFFF', 0.45),
    dupatta: mix(accent, '#FFFFFF', 0.22),
    bg1: neutralBg ? '#F4EFE8' : mix(base, '#FFFFFF', 0.92),
    bg2: neutralBg ? '#DCD3C7' : mix(base, '#FFFFFF', 0.76),
    isLight,
  };
}

/* --------------------------------------------------------------- patterns */

/** The fabric as an SVG <pattern> with id `id`: the base colour plus the pattern's motifs. */
export function fabricPattern(id: string, pattern: Pattern, p: Palette): string {
  const { base: b, motif: m, accent: a } = p;
  let size: [number, number];
  let motifs: string;
  switch (pattern) {
    case 'Plain':
      size = [20, 20];
      motifs = '';
      break;
    case 'Embroidered':
      size = [56, 56];
      motifs =
        `<g fill="${a}"><path d="M14,5c4,4 4,14 0,18c-4-4-4-14 0-18zM5,14c4-4 14-4 18,0c-4,4-14,4-18,0z"/>` +
        `<circle cx="42" cy="38" r="2"/><circle cx="38" cy="45" r="2"/><circle cx="46" cy="45" r="2"/></g>` +
        `<circle cx="14" cy="14" r="3" fill="${b}"/>`;
      break;
    case 'Printed':
      size = [44, 44];
      motifs =
        `<circle cx="11" cy="11" r="6" fill="${m}"/><circle cx="11" cy="11" r="2.5" fill="${b}"/>` +
        `<path d="M26,33q7-9 14,0q-7,9-14,0z" fill="${m}" opacity=".75"/>`;
      break;
    case 'Dyed':
      size = [22, 22];
      motifs =
        `<g fill="none" stroke="${m}" stroke-width="1.6"><circle cx="5.5" cy="5.5" r="2.4"/>` +
        `<circle cx="16.5" cy="16.5" r="2.4"/></g>`;
      break;
    case 'Geometric':
      size = [40, 40];
      motifs =
        `<path d="M0,20L20,0L40,20L20,40Z" fill="none" stroke="${m}" stroke-width="2"/>` +
        `<circle cx="20" cy="20" r="3.5" fill="${a}"/>`;
      break;
    case 'Floral': {
      size = [64, 64];
      const petal = p.isLight ? mix(a, '#FFFFFF', 0.2) : mix(b, '#FFFFFF', 0.68);
      const leaf = p.isLight ? '#5C8A45' : mix('#6FA35A', b, 0.25);
      const petals = [0, 72, 144, 216, 288]
        .map((deg) => {
          const r = (deg * Math.PI) / 180;
          return `<circle cx="${(18 + 6 * Math.sin(r)).toFixed(1)}" cy="${(18 - 6 * Math.cos(r)).toFixed(1)}" r="5"/>`;
        })
        .join('');
      motifs =
        `<g fill="${leaf}"><path d="M24,27q10,2 14,12q-11-1-14-12z"/><path d="M50,56q-9-3-10-13q9,4 10,13z"/></g>` +
        `<g fill="${petal}">${petals}<circle cx="48" cy="44" r="4.5"/></g>` +
        `<circle cx="18" cy="18" r="3.4" fill="${a}"/><circle cx="48" cy="44" r="1.8" fill="${a}"/>`;
      break;
    }
    case 'Polka Dots':
      size = [36, 36];
      motifs = `<g fill="${m}"><circle cx="9" cy="9" r="5.5"/><circle cx="27" cy="27" r="5.5"/></g>`;
      break;
    default:
      size = [40, 20];
      motifs =
        `<path d="M0,15L10,5L20,15L30,5L40,15" fill="none" stroke="${m}" stroke-width="3"/>` +
        `<circle cx="10" cy="16" r="1.6" fill="${a}"/><circle cx="30" cy="16" r="1.6" fill="${a}"/>`;
  }
  const [w, h] = size;
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h}" fill="${b}"/>${motifs}</pattern>`;
}

/* ----------------------------------------------------------------- helpers */

/** Mirror a path of absolute commands ("x,y" pairs and H) across the vertical centre line. */
export function mirror(d: string): string {
  return d
    .replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => `${W - Number(x)},${y}`)
    .replace(/H(-?\d+(?:\.\d+)?)/g, (_m, x: string) => `H${W - Number(x)}`);
}

const WOOD = '#A8743F';
const FORM = '#EFE5D6';
const FORM_D = '#C9B89D';

class Ctx {
  defs: string[] = [];
  private n = 0;
  constructor(readonly p: Palette) {}

  /** Fabric-filled shapes with an outline and left-to-right shading. */
  fab(paths: string[], fill = 'url(#p)'): string {
    const id = `s${this.n++}`;
    this.defs.push(`<g id="${id}">${paths.map((d) => `<path d="${d}"/>`).join('')}</g>`);
    return (
      `<use href="#${id}" fill="${fill}" stroke="${this.p.dark}" stroke-width="2" stroke-linejoin="round"/>` +
      `<use href="#${id}" fill="url(#h)"/>`
    );
  }

  /** Accent-coloured trim (borders, piping) along open paths. */
  trim(paths: string[], width = 6, color = this.p.accent): string {
    return `<path d="${paths.join('')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }

  /** Soft fold and seam lines. */
  folds(paths: string[], opacity = 0.35, dash = ''): string {
    return `<path d="${paths.join('')}" fill="none" stroke="${this.p.dark}" stroke-width="2" stroke-linecap="round" opacity="${opacity}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
  }

  /** A row of tassels hanging from the segment (x1,y1)-(x2,y2). */
  tassels(x1: number, y1: number, x2: number, y2: number, n: number, len = 16): string {
    let d = '';
    let dots = '';
    for (let i = 0; i < n; i++) {
      const t = n === 1 ? 0.5 : i / (n - 1);
      const x = Math.round(x1 + (x2 - x1) * t);
      const y = Math.round(y1 + (y2 - y1) * t);
      d += `M${x},${y}v${len}`;
      dots += `<circle cx="${x}" cy="${y + len + 3}" r="3.5"/>`;
    }
    return `<path d="${d}" stroke="${this.p.accent}" stroke-width="2.5"/><g fill="${this.p.accent}">${dots}</g>`;
  }

  /** Hanging latkan (tassel) on a cord from (x,y) to (x+dx, y+dy). */
  latkan(x: number, y: number, dx: number, dy: number): string {
    const ex = x + dx;
    const ey = y + dy;
    return (
      `<path d="M${x},${y}Q${x + dx / 2 - 6},${y + dy / 2} ${ex},${ey}" fill="none" stroke="${this.p.accent}" stroke-width="3"/>` +
      `<path d="M${ex - 7},${ey + 6}L${ex + 7},${ey + 6}L${ex + 4},${ey + 30}L${ex - 4},${ey + 30}Z" fill="${this.p.accent}"/>` +
      `<circle cx="${ex}" cy="${ey + 3}" r="6" fill="${mix(this.p.accent, '#000000', 0.25)}"/>`
    );
  }
}

/** A tailor's dress form; the stand shows only under short garments. */
function dressForm(stand = false): string {
  return (
    (stand ? `<path d="M300,752V560M300,716L244,752M300,716L356,752" stroke="#6B4A2F" stroke-width="8" stroke-linecap="round"/>` : '') +
    `<ellipse cx="300" cy="114" rx="18" ry="9" fill="${WOOD}"/>` +
    `<path d="M284,120H316L318,152H282Z" fill="${FORM}" stroke="${FORM_D}" stroke-width="2"/>` +
    `<path d="M282,150C262,160 232,164 216,176C200,190 204,224 212,252C220,286 228,320 230,352L370,352C372,320 380,286 388,252C396,224 400,190 384,176C368,164 338,160 318,150Z" fill="${FORM}" stroke="${FORM_D}" stroke-width="2"/>`
  );
}

function hanger(top: number): string {
  return (
    `<path d="M300,${top + 44}V${top + 22}C300,${top} 326,${top - 4} 324,${top + 14}" fill="none" stroke="#8E9399" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M300,${top + 40}L166,${top + 94}Q158,${top + 102} 170,${top + 104}L300,${top + 78}L430,${top + 104}Q442,${top + 102} 434,${top + 94}Z" fill="${WOOD}"/>`
  );
}

/* ---------------------------------------------------------------- garments */

const CHOLI_BODY_FRONT = 'M262,158L226,172C210,186 208,220 214,250L220,270Q300,284 380,270L386,250C392,220 390,186 374,172L338,158C334,214 266,214 262,158Z';
const CHOLI_BODY_BACK = 'M262,158L226,172C210,186 208,220 214,250L220,270Q300,284 380,270L386,250C392,220 390,186 374,172L338,158C334,174 266,174 262,158Z';
const CHOLI_SLEEVE = 'M228,171C208,178 196,196 190,224L214,236C213,214 216,196 224,186Z';

function choli(c: Ctx, back: boolean, fill = 'url(#p)'): string {
  const parts = [back ? CHOLI_BODY_BACK : CHOLI_BODY_FRONT, CHOLI_SLEEVE, mirror(CHOLI_SLEEVE)];
  let s = c.fab(parts, fill);
  s += c.trim(['M220,270Q300,284 380,270', 'M190,224L214,236', mirror('M190,224L214,236')], 6);
  if (back) {
    s +=
      `<path d="M264,176C260,250 340,250 336,176Q300,186 264,176Z" fill="${FORM}"/>` +
      c.trim(['M264,176C260,250 340,250 336,176Q300,186 264,176Z'], 4) +
      c.trim(['M262,206Q300,218 338,206'], 3) +
      c.latkan(300, 212, -12, 50) +
      c.latkan(300, 212, 12, 58);
  } else {
    s += c.trim(['M338,158C334,214 266,214 262,158'], 5);
  }
  return s;
}

function blouse(c: Ctx, back: boolean): string {
  const body = back
    ? 'M254,214L198,234C190,262 188,296 194,326L206,452Q300,466 394,452L406,326C412,296 410,262 402,234L346,214C338,234 262,234 254,214Z'
    : 'M254,214L198,234C190,262 188,296 194,326L206,452Q300,466 394,452L406,326C412,296 410,262 402,234L346,214C342,330 258,330 254,214Z';
  const sleeve = 'M200,233C168,246 144,288 130,334L178,356L194,326Z';
  let s = hanger(150) + c.fab([body, sleeve, mirror(sleeve)]);
  s += c.folds(['M205,430Q300,444 395,430']);
  s += c.trim(['M206,452Q300,466 394,452', 'M132,336L177,355', mirror('M132,336L177,355')], 9);
  if (back) {
    const hole = 'M262,236C254,360 346,360 338,236Q300,248 262,236Z';
    s +=
      c.folds(['M300,360V456'], 0.3) +
      `<path d="${hole}" fill="${c.p.light}"/>` +
      c.trim([hole], 5) +
      c.trim(['M260,296Q300,308 340,296'], 3) +
      c.latkan(300, 302, -14, 66) +
      c.latkan(300, 302, 14, 76);
  } else {
    s += c.folds(['M198,380Q250,404 300,380Q350,404 402,380', 'M250,393L254,430', mirror('M250,393L254,430')]);
    s += c.trim(['M346,214C342,330 258,330 254,214'], 7);
  }
  return `<g transform="translate(300 400) scale(1.25) translate(-300 -300)">${s}</g>`;
}

function suit(c: Ctx, back: boolean): string {
  const p = c.p;
  const panel = 'M214,134C186,150 160,200 150,260L132,640L178,648L186,300Z';
  const kurta = back
    ? 'M262,118L212,136C204,180 202,220 204,260L184,528Q300,544 416,528L396,260C398,220 396,180 388,136L338,118C334,136 266,136 262,118Z'
    : 'M262,118L212,136C204,180 202,220 204,260L184,528Q300,544 416,528L396,260C398,220 396,180 388,136L338,118C334,176 266,176 262,118Z';
  const sleeve = 'M213,134C190,148 176,200 166,260L152,360L194,368L204,262Z';
  const leg = 'M226,500H304L300,600C298,650 294,690 292,716H252C244,690 226,640 222,580Z';
  const cuff = 'M250,714H293L292,738H252Z';
  let s = '';
  // dupatta ends hanging behind the arms
  s += `<g fill="${p.dupatta}" opacity=".92"><path d="${panel}"/><path d="${mirror(panel)}"/></g>`;
  s += c.trim(['M146,300L130,636', mirror('M146,300L130,636')], 4);
  s += c.tassels(134, 644, 176, 650, 4, 12) + c.tassels(466, 644, 424, 650, 4, 12);
  // salwar
  s += c.fab([leg, mirror(leg)], p.pair);
  s += `<g fill="${p.accent}"><path d="${cuff}"/><path d="${mirror(cuff)}"/></g>`;
  s += c.folds(['M258,690L262,712M272,688L274,712M284,690V712', mirror('M258,690L262,712M272,688L274,712M284,690V712')]);
  // kurta
  s += c.fab([kurta, sleeve, mirror(sleeve)]);
  s += c.trim(['M184,526Q300,542 416,526', 'M153,359L193,366', mirror('M153,359L193,366')], 9);
  s += c.folds(['M194,440L188,526', mirror('M194,440L188,526')], 0.5);
  if (back) {
    s += c.trim(['M338,118C334,136 266,136 262,118'], 5);
    s += c.latkan(300, 132, -10, 40) + c.latkan(300, 132, 10, 46);
    s += c.folds(['M300,136V530'], 0.25);
  } else {
    s += c.trim(['M338,118C334,176 266,176 262,118', 'M300,161V236'], 5);
    s += `<g fill="${p.accent}"><circle cx="300" cy="184" r="4"/><circle cx="300" cy="204" r="4"/><circle cx="300" cy="224" r="4"/></g>`;
    // dupatta draped across the chest
    s += `<path d="M220,140Q300,330 380,140" fill="none" stroke="${p.dupatta}" stroke-width="30" opacity=".9"/>`;
    s += c.trim(['M207,148Q300,362 393,148'], 3);
  }
  return s;
}

function lehenga(c: Ctx, back: boolean): string {
  const p = c.p;
  const skirt = 'M226,296Q300,306 374,296C392,420 444,600 478,728Q300,768 122,728C156,600 208,420 226,296Z';
  let s = dressForm();
  s += choli(c, back);
  s += c.fab([skirt]);
  s += c.folds(['M262,316Q240,520 198,730M288,318Q282,520 264,736M312,318Q318,520 336,736M338,316Q360,520 402,730']);
  s += `<path d="M122,728Q300,768 478,728L471,698Q300,738 129,698Z" fill="${p.accent}"/>`;
  s += `<path d="M125,714Q300,754 475,714" fill="none" stroke="${p.base}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 13"/>`;
  s += c.trim(['M136,684Q300,722 464,684'], 3);
  s += `<path d="M226,296Q300,306 374,296L376,312Q300,322 224,312Z" fill="${p.accent}"/>`;
  if (back) {
    s += c.latkan(360, 310, 6, 110);
  } else {
    const dup = 'M232,172L262,160C290,236 350,296 412,316L444,606L406,612L386,360C322,330 262,262 232,172Z';
    s += `<path d="${dup}" fill="${p.dupatta}" opacity=".72"/>`;
    s += c.trim(['M262,160C290,236 350,296 412,316L444,606', 'M232,172C262,262 322,330 386,360L406,612'], 4);
    s += c.tassels(406, 614, 444, 608, 4, 12);
  }
  return s;
}

function saree(c: Ctx, back: boolean): string {
  const p = c.p;
  const skirt = 'M226,296Q300,306 374,296C382,420 394,600 404,742Q300,760 196,742C206,600 218,420 226,296Z';
  let s = '';
  if (!back) {
    const hang = mirror('M224,176C198,192 180,232 172,300L150,600L214,612L222,330Z');
    s += c.fab([hang]);
    s += `<path d="${mirror('M150,600L214,612L217,586L153,575Z')}" fill="${p.accent}"/>`;
    s += c.tassels(450, 602, 386, 614, 4, 12);
  }
  s += dressForm();
  s += choli(c, back, p.pair);
  s += c.fab([skirt]);
  s += `<path d="M196,742Q300,760 404,742L401,716Q300,734 199,716Z" fill="${p.accent}"/>`;
  s += c.trim(['M201,702Q300,720 399,702'], 3);
  if (back) {
    const fall = 'M226,172C250,164 280,160 304,162C326,300 344,460 356,626L204,646C204,470 212,320 226,172Z';
    s += c.folds(['M320,320Q330,520 350,740M280,320Q272,520 262,744']);
    s += c.fab([fall]);
    s += `<path d="M204,646L356,626L353,600L203,620Z" fill="${p.accent}"/>`;
    s += c.trim(['M304,162C326,300 344,460 356,626'], 6);
    s += c.tassels(206, 648, 354, 628, 7, 12);
  } else {
    s += c.folds(['M268,306L232,746M280,306L256,750M292,306L280,752M304,306V752M316,306L328,750'], 0.45);
    const band = mirror('M366,292C326,252 288,210 262,158L224,176C262,252 330,312 400,338Z');
    s += c.fab([band]);
    s += c.trim([mirror('M366,292C326,252 288,210 262,158'), mirror('M224,176C262,252 330,312 400,338')], 6);
  }
  return s;
}

function dress(c: Ctx, back: boolean): string {
  const p = c.p;
  const bodice = back
    ? 'M262,160L226,176C214,200 214,250 224,344H376C386,250 386,200 374,176L338,160C334,182 266,182 262,160Z'
    : 'M262,160L226,176C214,200 214,250 224,344H376C386,250 386,200 374,176L338,160L300,240Z';
  const sleeve = 'M228,175C198,172 182,206 188,236C198,246 214,244 222,236C218,214 220,194 228,175Z';
  const skirt =
    'M224,344H376C408,460 448,620 470,734Q455,748 436,738Q416,754 396,740Q374,756 352,742Q330,758 308,744Q286,758 264,742Q242,756 220,740Q198,754 178,738Q160,748 130,734C152,620 192,460 224,344Z';
  let s = dressForm();
  s += c.fab([skirt]);
  s += c.folds(['M260,352C250,480 236,620 220,738M300,352L308,742M340,352C352,480 370,620 396,738M232,380C212,500 180,620 178,736M368,380C392,500 420,620 436,736'], 0.3);
  s += c.fab([bodice, sleeve, mirror(sleeve)]);
  s += c.trim(['M190,236Q206,246 222,236', mirror('M190,236Q206,246 222,236')], 5);
  s += `<path d="M222,332H378V352H222Z" fill="${p.accent}"/>`;
  if (back) {
    s += c.trim(['M338,160C334,182 266,182 262,160'], 5);
    s += c.folds(['M300,178V330'], 0.7, '4 4');
    const loop = 'M300,342C274,318 246,330 256,352C264,364 288,350 300,342Z';
    const tail = 'M296,346L276,404L290,400L300,350Z';
    s += `<g fill="${mix(p.accent, '#000000', 0.08)}"><path d="${loop}"/><path d="${mirror(loop)}"/><path d="${tail}"/><path d="${mirror(tail)}"/></g>`;
    s += `<circle cx="300" cy="342" r="8" fill="${p.accent}"/>`;
  } else {
    s += c.trim(['M262,160L300,240L338,160'], 5);
    s += c.folds(['M252,210Q262,250 258,330', mirror('M252,210Q262,250 258,330')], 0.3);
  }
  return s;
}

function toiler(c: Ctx, back: boolean): string {
  const p = c.p;
  const bodice = back
    ? 'M262,160L226,176C212,210 214,260 224,320H376C386,260 388,210 374,176L338,160C334,176 266,176 262,160Z'
    : 'M262,160L226,176C212,210 214,260 224,320H376C386,260 388,210 374,176L338,160C334,214 266,214 262,160Z';
  const skirt = 'M224,318H376L410,560Q300,578 190,560Z';
  const tape = p.isLight && p.base !== COLOR_HEX.White ? '#FFFFFF' : '#F2D04B';
  const pin = (x: number, y: number) => `M${x - 9},${y - 6}L${x + 9},${y + 6}`;
  const pins = back ? [[300, 200], [300, 240], [300, 280], [300, 360], [300, 420]] : [[374, 206], [380, 246], [382, 290], [392, 420]];
  let s = dressForm(true);
  s += c.fab([skirt, bodice]);
  s += c.folds(
    back
      ? ['M300,176V566', 'M224,320H376', 'M258,190C252,250 252,290 256,320L244,566', mirror('M258,190C252,250 252,290 256,320L244,566')]
      : ['M224,320H376', 'M258,200C250,250 252,290 256,320L244,566', mirror('M258,200C250,250 252,290 256,320L244,566'), 'M196,548Q300,566 404,548'],
    0.75,
    '8 6',
  );
  // chalk marks
  s += `<path d="M236,420l12,12m0-12l-12,12M350,470l12,12m0-12l-12,12" stroke="#FFFFFF" stroke-width="3" opacity=".85"/>`;
  // measuring tape round the neck
  const left = 'M284,150C270,190 262,260 256,340L270,342C274,262 282,192 296,152Z';
  const right = 'M316,150C330,200 338,300 340,420L354,420C354,300 346,198 304,152Z';
  s += `<g fill="${tape}" stroke="#B8942C" stroke-width="1"><path d="${left}"/><path d="${right}"/></g>`;
  s += `<path d="M289,156C277,196 269,262 263,340M311,158C339,200 345,300 347,418" fill="none" stroke="#333333" stroke-width="7" stroke-dasharray="1.5 7" opacity=".75"/>`;
  s += `<path d="${pins.map(([x, y]) => pin(x, y)).join('')}" stroke="#9AA1A8" stroke-width="2.5"/>`;
  s += `<g fill="#E0463A">${pins.map(([x, y]) => `<circle cx="${x - 9}" cy="${y - 6}" r="4.5"/>`).join('')}</g>`;
  if (!back) s += c.trim(['M338,160C334,214 266,214 262,160'], 3, p.dark);
  return s;
}

function others(c: Ctx, back: boolean): string {
  const p = c.p;
  let s = '';
  if (back) {
    // fully opened stole clipped to a hanger
    const cloth = 'M150,224H450C454,400 458,560 462,716H138C142,560 146,400 150,224Z';
    s += `<path d="M300,212V186C300,164 326,160 324,178" fill="none" stroke="#8E9399" stroke-width="6" stroke-linecap="round"/>`;
    s += `<path d="M148,206H452V224H148Z" fill="${WOOD}"/>`;
    s += c.fab([cloth]);
    s += c.folds(['M220,232C214,400 212,560 210,712M300,232V714M380,232C386,400 388,560 390,712'], 0.25);
    s += `<path d="M140,690H460L462,716H138Z" fill="${p.accent}"/>`;
    s += c.trim(['M160,230C157,400 153,560 150,688', mirror('M160,230C157,400 153,560 150,688'), 'M150,246H450'], 6);
    s += c.tassels(142, 720, 458, 720, 12, 14);
    s += `<g fill="#8E9399"><rect x="196" y="200" width="16" height="30" rx="3"/><rect x="388" y="200" width="16" height="30" rx="3"/></g>`;
    return s;
  }
  const backPanel = 'M206,248H394L392,706L196,716Z';
  const frontPanel = 'M196,244H404C410,400 416,520 420,600L180,620C184,520 190,400 196,244Z';
  s += hanger(126);
  s += c.fab([backPanel]);
  s += `<path d="M196,716L392,706L391,682L197,692Z" fill="${p.accent}"/>`;
  s += c.tassels(198, 720, 390, 710, 8, 14);
  s += c.fab([frontPanel]);
  s += c.folds(['M250,252C246,400 240,520 236,612M300,252V608M352,252C356,400 362,520 366,604'], 0.25);
  s += `<path d="M180,620L420,600L418,576L182,596Z" fill="${p.accent}"/>`;
  s += c.trim(['M204,252C200,400 194,520 190,596', mirror('M204,252C200,400 194,520 190,596')], 5);
  s += c.tassels(182, 624, 418, 604, 10, 14);
  s += `<path d="M190,232Q300,214 410,232L406,254Q300,236 194,254Z" fill="${mix(p.base, '#000000', 0.15)}"/>`;
  return s;
}

const DRAW: Record<Category, (c: Ctx, back: boolean) => string> = {
  Blouse: blouse,
  Suit: suit,
  Lehenga: lehenga,
  Saree: saree,
  Dress: dress,
  Toiler: toiler,
  Others: others,
};

/** Centre and magnification of the detail view, per category. */
const DETAIL_FOCUS: Record<Category, [number, number, number]> = {
  Blouse: [245, 390, 1.8],
  Suit: [300, 210, 2.3],
  Lehenga: [340, 660, 2.2],
  Saree: [330, 250, 2],
  Dress: [300, 260, 2.2],
  Toiler: [330, 250, 2.1],
  Others: [300, 610, 2.2],
};

/* ------------------------------------------------------------------- views */

function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
}

const SHADE =
  '<linearGradient id="h" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>';

export function garmentSvg(category: Category, color: Color, pattern: Pattern, view: GarmentView): string {
  const p = palette(color);
  const c = new Ctx(p);
  const drawing = DRAW[category](c, view === 'back');
  const bg =
    `<radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></radialGradient>`;
  const defs = `<defs>${bg}${SHADE}${fabricPattern('p', pattern, p)}${c.defs.join('')}<g id="G">${drawing}</g></defs>`;
  let body: string;
  switch (view) {
    case 'detail': {
      const [cx, cy, k] = DETAIL_FOCUS[category];
      body =
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        `<clipPath id="c"><rect x="36" y="36" width="528" height="728" rx="28"/></clipPath>` +
        `<g clip-path="url(#c)"><rect width="${W}" height="${H}" fill="${p.bg1}"/>` +
        `<use href="#G" transform="translate(300 400) scale(${k}) translate(${-cx} ${-cy})"/></g>` +
        `<rect x="36" y="36" width="528" height="728" rx="28" fill="none" stroke="#FFFFFF" stroke-width="10"/>` +
        `<circle cx="476" cy="676" r="74" fill="url(#p)" stroke="#FFFFFF" stroke-width="10"/>` +
        `<circle cx="476" cy="676" r="74" fill="url(#h)"/>`;
      break;
    }
    case 'styled': {
      const wall = mix(p.base, '#F6E6D6', 0.86);
      const arch = mix(p.base, '#FFFDF8', 0.93);
      const rim = mix(p.accent, '#FFFFFF', 0.35);
      body =
        `<rect width="${W}" height="${H}" fill="${wall}"/>` +
        `<path d="M120,800V330C120,190 220,120 300,70C380,120 480,190 480,330V800Z" fill="${arch}" stroke="${rim}" stroke-width="10"/>` +
        `<path d="M0,700H600V800H0Z" fill="${mix(wall, '#8A6A4F', 0.22)}"/>` +
        `<path d="M60,0V380M540,0V380" stroke="#F08A1C" stroke-width="22" stroke-linecap="round" stroke-dasharray="0 24"/>` +
        `<path d="M60,12V380M540,12V380" stroke="#F7C23B" stroke-width="20" stroke-linecap="round" stroke-dasharray="0 24"/>` +
        `<path d="M60,404l-8,22h16zM540,404l-8,22h16z" fill="#E9663A"/>` +
        `<ellipse cx="300" cy="704" rx="170" ry="14" fill="#000" opacity=".1"/>` +
        `<use href="#G" transform="translate(300 420) scale(.78) translate(-300 -420)"/>`;
      break;
    }
    default:
      body =
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        `<ellipse cx="300" cy="756" rx="200" ry="16" fill="#000" opacity=".08"/>` +
        `<use href="#G"/>`;
  }
  return svgDoc(W, H, defs + body);
}
