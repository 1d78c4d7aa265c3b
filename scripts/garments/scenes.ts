/** Workshop gallery (800x600), home hero backgrounds (1600x700) and the image placeholder (600x800). */

export const WORKSHOP_W = 800;
export const WORKSHOP_H = 600;
export const HERO_W = 1600;
export const HERO_H = 700;

function doc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
}

const WOOD = '#B98552';
const WOOD_D = '#8A5F36';
const TAPE = '#F2C94C';

function wallAndFloor(top: string, bottom: string, floor: string, floorY: number): string {
  return (
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="url(#w)"/><rect y="${floorY}" width="800" height="${600 - floorY}" fill="${floor}"/>`
  );
}

/** Thread spools in a row, for shelves and tables. */
function spools(x: number, y: number, colors: string[], gap = 34): string {
  return colors
    .map((c, i) => {
      const sx = x + i * gap;
      return `<rect x="${sx}" y="${y - 30}" width="22" height="4" fill="${WOOD}"/><rect x="${sx + 2}" y="${y - 26}" width="18" height="22" fill="${c}"/><rect x="${sx}" y="${y - 4}" width="22" height="4" fill="${WOOD}"/>`;
    })
    .join('');
}

function scissors(x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0,-4L150,-14L154,-8L0,6ZM0,4L150,14L154,8L0,-6Z" fill="#B9C0C7" stroke="#7D858D" stroke-width="1.5"/>` +
    `<g fill="none" stroke="#D64933" stroke-width="9"><ellipse cx="-26" cy="-16" rx="24" ry="14"/><ellipse cx="-26" cy="16" rx="24" ry="14"/></g>` +
    `<circle r="5" fill="#555"/></g>`
  );
}

function workshopCutting(): string {
  return doc(
    800,
    600,
    wallAndFloor('#F6EBDD', '#EBD8C2', '#C9A482', 470) +
      `<defs><pattern id="f" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#8E2440"/><circle cx="9" cy="9" r="4" fill="#E6B84F"/><circle cx="27" cy="27" r="2.5" fill="#E6B84F"/></pattern></defs>` +
      // pegboard with paper patterns
      `<rect x="90" y="50" width="380" height="210" rx="10" fill="#E2C9A6"/>` +
      `<path d="M130,80H230L250,140L238,230H142L120,140Z" fill="#FBF6EA" stroke="#B59A72" stroke-width="2" stroke-dasharray="7 5"/>` +
      `<path d="M290,78H420L404,232H306Z" fill="#FBF6EA" stroke="#B59A72" stroke-width="2" stroke-dasharray="7 5"/>` +
      `<path d="M180,110V200M355,100V210" stroke="#C45A4A" stroke-width="2"/>` +
      `<circle cx="180" cy="76" r="6" fill="#D64933"/><circle cx="356" cy="74" r="6" fill="#2E6FB0"/>` +
      spools(540, 150, ['#C62A36', '#2B4DAA', '#2F7D57', '#E0709A', '#F1C232']) +
      `<rect x="526" y="150" width="200" height="10" fill="${WOOD_D}"/>` +
      // table
      `<path d="M90,330H710L770,430H30Z" fill="${WOOD}"/>` +
      `<rect x="30" y="430" width="740" height="26" fill="${WOOD_D}"/>` +
      `<path d="M60,456h28v120h-28zM712,456h28v120h-28z" fill="${WOOD_D}"/>` +
      // fabric laid out, with a roll at its end
      `<path d="M190,340H590L632,418H150Z" fill="url(#f)"/>` +
      `<path d="M150,418H632" stroke="#5C1428" stroke-width="3"/>` +
      `<rect x="120" y="336" width="70" height="86" rx="6" fill="#8E2440"/><ellipse cx="155" cy="336" rx="35" ry="8" fill="#A83A55"/>` +
      // chalked pattern piece
      `<path d="M300,352H420L436,404H284Z" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-dasharray="9 6"/>` +
      scissors(520, 380, -12) +
      `<path d="M40,446C180,420 320,470 470,440S700,430 760,446" fill="none" stroke="${TAPE}" stroke-width="14"/>` +
      `<path d="M40,446C180,420 320,470 470,440S700,430 760,446" fill="none" stroke="#333" stroke-width="14" stroke-dasharray="1.5 9" opacity=".6"/>` +
      `<path d="M640,360l26,-8l-4,16z" fill="#5B8DD6"/>`,
  );
}

function workshopSewing(): string {
  return doc(
    800,
    600,
    wallAndFloor('#E8F0EA', '#D3E2D8', '#B69679', 480) +
      `<defs><pattern id="f" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="#E0709A"/><path d="M0,15L15,0L30,15L15,30Z" fill="none" stroke="#FBD9E5" stroke-width="2"/></pattern></defs>` +
      // window
      `<rect x="520" y="50" width="200" height="180" rx="8" fill="#FFFFFF"/><rect x="532" y="62" width="176" height="156" fill="#CFE6F2"/>` +
      `<path d="M620,62V218M532,140H708" stroke="#FFFFFF" stroke-width="8"/>` +
      // table
      `<rect x="50" y="420" width="700" height="32" rx="4" fill="${WOOD}"/>` +
      `<path d="M80,452h26v128h-26zM694,452h26v128h-26z" fill="${WOOD_D}"/>` +
      // fabric under the needle, falling over the edge
      `<path d="M150,404H380C400,430 404,470 396,520H330C336,470 330,436 300,420H150Z" fill="url(#f)"/>` +
      // machine: bed, pillar, arm, head, wheel
      `<rect x="180" y="380" width="420" height="40" rx="10" fill="#1F2328"/>` +
      `<path d="M480,386V230C480,206 498,190 522,190H560V386Z" fill="#23272E"/>` +
      `<rect x="250" y="190" width="300" height="62" rx="28" fill="#23272E"/>` +
      `<rect x="236" y="200" width="70" height="124" rx="14" fill="#2A2F37"/>` +
      `<path d="M262,324V368M282,324V358" stroke="#9AA3AD" stroke-width="5"/><path d="M252,366H292" stroke="#9AA3AD" stroke-width="6"/>` +
      `<ellipse cx="580" cy="240" rx="22" ry="52" fill="#3A414B" stroke="#C9A24B" stroke-width="4"/>` +
      `<path d="M320,222C360,206 410,236 460,214" fill="none" stroke="#D4AF55" stroke-width="4"/>` +
      `<path d="M500,260C516,290 500,320 520,350" fill="none" stroke="#D4AF55" stroke-width="3"/>` +
      // spool and thread
      `<path d="M420,190V162" stroke="#9AA3AD" stroke-width="4"/>` +
      `<rect x="404" y="150" width="32" height="6" fill="${WOOD}"/><rect x="407" y="156" width="26" height="22" fill="#C62A36"/><rect x="404" y="178" width="32" height="6" fill="${WOOD}"/>` +
      `<path d="M420,160C360,140 300,170 280,210" fill="none" stroke="#C62A36" stroke-width="2"/>` +
      // pincushion and spools on the table
      `<circle cx="660" cy="402" r="24" fill="#D64933"/><path d="M660,380v-8" stroke="#2F7D57" stroke-width="6"/>` +
      `<path d="M648,386l-10,-22M668,388l8,-24M656,396l-22,-10" stroke="#9AA3AD" stroke-width="2"/>` +
      `<g fill="#F1C232"><circle cx="638" cy="364" r="4"/><circle cx="676" cy="364" r="4"/><circle cx="634" cy="386" r="4"/></g>` +
      spools(80, 420, ['#2B4DAA', '#F1C232', '#2F7D57']),
  );
}

function workshopRolls(): string {
  const colors = [
    ['#C62A36', '#7A1F34', '#E0709A', '#D4A03A', '#2B4DAA', '#2F7D57'],
    ['#F3A98A', '#F1C232', '#28252D', '#F7F3EB', '#8E2440', '#3F8E8C'],
    ['#6A3D9A', '#E8C15E', '#B0405C', '#5C8A45', '#E07A5F', '#1E3A6E'],
  ];
  let rolls = '';
  colors.forEach((row, r) => {
    const y = 96 + r * 112;
    row.forEach((c, i) => {
      const x = 116 + i * 72;
      rolls +=
        `<circle cx="${x}" cy="${y}" r="33" fill="${c}" stroke="#00000033" stroke-width="2"/>` +
        `<circle cx="${x}" cy="${y}" r="21" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="3"/>` +
        `<circle cx="${x}" cy="${y}" r="8" fill="#EADBC4"/>`;
    });
  });
  const coil = [60, 46, 32, 18]
    .map((r) => `<circle cx="600" cy="470" r="${r}" fill="none" stroke="${TAPE}" stroke-width="12"/>`)
    .join('');
  return doc(
    800,
    600,
    wallAndFloor('#F8E7E4', '#EED2CC', '#C49A86', 500) +
      // shelving unit
      `<rect x="66" y="40" width="454" height="372" rx="8" fill="${WOOD_D}"/><rect x="78" y="52" width="430" height="348" fill="#6E4A2B"/>` +
      `<path d="M78,134H508M78,246H508M78,358H508" stroke="${WOOD}" stroke-width="12"/>` +
      rolls +
      // counter with tape, scissors and a folded stack
      `<rect x="0" y="500" width="800" height="100" fill="#C49A86"/>` +
      `<rect x="380" y="500" width="420" height="20" fill="${WOOD}"/>` +
      `<rect x="410" y="520" width="380" height="80" fill="${WOOD_D}"/>` +
      `<path d="M560,70h150v40h-150zM570,110h140v36h-140zM556,146h156v40h-156z" fill="#E0709A"/>` +
      `<path d="M560,110h150M570,146h140" stroke="#B44D75" stroke-width="3"/>` +
      `<rect x="556" y="186" width="160" height="14" fill="${WOOD}"/>` +
      `<g transform="translate(0 -40)">${coil}<circle cx="600" cy="470" r="66" fill="none" stroke="#333" stroke-width="10" stroke-dasharray="1.5 8" opacity=".5"/>` +
      `<path d="M660,470C700,480 730,500 760,496" fill="none" stroke="${TAPE}" stroke-width="12"/></g>` +
      scissors(430, 470, 8),
  );
}

function workshopRack(): string {
  const garment = (x: number, color: string, kind: 'kurta' | 'blouse' | 'lehenga' | 'dress' | 'saree'): string => {
    const hook = `<path d="M${x},150v-14c0,-12 16,-14 15,-3" fill="none" stroke="#8E9399" stroke-width="4"/>` +
      `<path d="M${x},150L${x - 44},172H${x + 44}Z" fill="${WOOD}"/>`;
    const shapes: Record<typeof kind, string> = {
      kurta: `M${x - 24},164L${x - 46},176L${x - 50},280L${x - 58},420H${x + 58}L${x + 50},280L${x + 46},176L${x + 24},164Q${x},200 ${x - 24},164Z`,
      blouse: `M${x - 22},164L${x - 50},178L${x - 70},232L${x - 48},244L${x - 44},236L${x - 40},300H${x + 40}L${x + 44},236L${x + 48},244L${x + 70},232L${x + 50},178L${x + 22},164Q${x},206 ${x - 22},164Z`,
      lehenga: `M${x - 22},164L${x - 44},176L${x - 44},236H${x + 44}L${x + 44},176L${x + 22},164Q${x},196 ${x - 22},164ZM${x - 40},250H${x + 40}L${x + 78},440H${x - 78}Z`,
      dress: `M${x - 22},164L${x - 44},176L${x - 40},260L${x - 80},440H${x + 80}L${x + 40},260L${x + 44},176L${x + 22},164L${x},200Z`,
      saree: `M${x - 40},170H${x + 40}L${x + 46},420H${x - 46}Z`,
    };
    const trim =
      kind === 'lehenga'
        ? `M${x - 74},424H${x + 74}`
        : kind === 'saree'
          ? `M${x - 44},400H${x + 44}M${x + 30},172V400`
          : kind === 'kurta'
            ? `M${x - 56},410H${x + 56}M${x},182V230`
            : kind === 'dress'
              ? `M${x - 40},258H${x + 40}`
              : `M${x - 40},292H${x + 40}`;
    return (
      hook +
      `<path d="${shapes[kind]}" fill="${color}" stroke="#00000030" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="${trim}" stroke="#E6BD58" stroke-width="8" fill="none"/>`
    );
  };
  return doc(
    800,
    600,
    wallAndFloor('#F5EEDF', '#E7DAC0', '#BFA079', 500) +
      `<rect x="70" y="480" width="660" height="14" rx="7" fill="#00000018"/>` +
      `<path d="M90,130V520M710,130V520" stroke="#7D858D" stroke-width="10"/>` +
      `<path d="M60,520H140M660,520H740" stroke="#7D858D" stroke-width="10" stroke-linecap="round"/>` +
      `<g fill="#333"><circle cx="66" cy="530" r="9"/><circle cx="134" cy="530" r="9"/><circle cx="666" cy="530" r="9"/><circle cx="734" cy="530" r="9"/></g>` +
      `<path d="M80,130H720" stroke="#9AA1A8" stroke-width="10" stroke-linecap="round"/>` +
      garment(180, '#7A1F34', 'lehenga') +
      garment(300, '#2B4DAA', 'kurta') +
      garment(410, '#E0709A', 'blouse') +
      garment(510, '#2F7D57', 'saree') +
      garment(630, '#F1C232', 'dress'),
  );
}

export const WORKSHOP_IMAGES: Record<string, () => string> = {
  'workshop-1.svg': workshopCutting,
  'workshop-2.svg': workshopSewing,
  'workshop-3.svg': workshopRolls,
  'workshop-4.svg': workshopRack,
};

interface HeroTheme {
  from: string;
  to: string;
  drapes: [string, string][];
  motif: string;
  thread: string;
}

const HERO_THEMES: HeroTheme[] = [
  { from: '#3F0B19', to: '#7E1D34', drapes: [['#B8872E', '#F1D27A'], ['#8E2440', '#C4506B'], ['#D9A948', '#FFF0B8']], motif: '#E8C15E', thread: '#F1D27A' },
  { from: '#0D1F45', to: '#22468C', drapes: [['#2F7D8C', '#7FC8C9'], ['#1B3570', '#4E74C4'], ['#C9A24B', '#F4DC8E']], motif: '#9FC1F0', thread: '#F4DC8E' },
  { from: '#3D1634', to: '#8F3F62', drapes: [['#E2876E', '#F9C9AE'], ['#B04C74', '#E58FAE'], ['#E8B74F', '#FFE3A1']], motif: '#F6C6D3', thread: '#FFE3A1' },
];

/** Flowing silk drapes on the right, a quiet paisley field on the left where the slide text sits. */
function hero(index: number): string {
  const t = HERO_THEMES[index];
  const grads = t.drapes
    .map(
      ([a, b], i) =>
        `<linearGradient id="d${i}" x1="0" y1="0" x2="1" y2=".3"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>`,
    )
    .join('');
  const shift = index * 60;
  const drapes = [
    `M${900 + shift},0C${1080 + shift},180 ${960 + shift},420 ${1180 + shift},700H1600V0Z`,
    `M${1080 + shift},0C${1200 + shift},200 ${1120 + shift},460 ${1320 + shift},700H1600V0Z`,
    `M${1280 + shift},0C${1340 + shift},220 ${1300 + shift},480 ${1460 + shift},700H1600V0Z`,
  ];
  const highlights = [
    `M${960 + shift},0C${1130 + shift},190 ${1020 + shift},430 ${1240 + shift},700`,
    `M${1150 + shift},0C${1260 + shift},210 ${1190 + shift},470 ${1380 + shift},700`,
  ];
  return doc(
    HERO_W,
    HERO_H,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>${grads}` +
      `<pattern id="m" width="120" height="120" patternUnits="userSpaceOnUse"><g fill="${t.motif}"><path id="k" d="M30,20c18,0 26,18 14,32c-8,10-24,12-30,26c-6-20 2-40 16-46c-8,0-10-8 0-12z"/><use href="#k" transform="translate(120 120) rotate(180) translate(30 0)"/><circle cx="100" cy="24" r="3"/><circle cx="24" cy="100" r="3"/></g></pattern>` +
      `<linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${HERO_W}" height="${HERO_H}" fill="url(#bg)"/>` +
      `<rect width="${HERO_W}" height="${HERO_H}" fill="url(#m)" opacity=".06"/>` +
      drapes
        .map(
          (d, i) =>
            `<path d="${d}" transform="translate(-22 0)" fill="#000" opacity=".22"/>` +
            `<path d="${d}" fill="url(#d${i})" opacity="${[0.92, 0.9, 0.96][i]}"/>`,
        )
        .join('') +
      `<path d="${highlights.join('')}" fill="none" stroke="#FFFFFF" stroke-width="34" opacity=".08"/>` +
      `<path d="${highlights.join('')}" fill="none" stroke="#FFFFFF" stroke-width="3" opacity=".3"/>` +
      `<path d="M0,610C300,560 560,660 860,600S1300,540 1600,590" fill="none" stroke="${t.thread}" stroke-width="2" stroke-dasharray="14 10" opacity=".6"/>` +
      `<rect width="${HERO_W}" height="${HERO_H}" fill="url(#fade)"/>`,
  );
}

export const HERO_IMAGES: Record<string, () => string> = {
  'hero-1.svg': () => hero(0),
  'hero-2.svg': () => hero(1),
  'hero-3.svg': () => hero(2),
};

export function placeholderSvg(): string {
  return doc(
    600,
    800,
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".8"><stop offset="0" stop-color="#F6F2EC"/><stop offset="1" stop-color="#E3DCD2"/></radialGradient></defs>` +
      `<rect width="600" height="800" fill="url(#bg)"/>` +
      `<rect x="60" y="60" width="480" height="680" rx="24" fill="none" stroke="#CFC5B8" stroke-width="4" stroke-dasharray="14 12"/>` +
      `<g fill="none" stroke="#B5A996" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="M300,350V320C300,290 340,286 338,312"/><path d="M300,350L170,430H430Z"/></g>` +
      `<path d="M236,470H364M262,500H338" stroke="#CFC5B8" stroke-width="10" stroke-linecap="round"/>`,
  );
}
