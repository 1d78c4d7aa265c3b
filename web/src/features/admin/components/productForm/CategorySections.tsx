import {
  BLOUSE_BACK_DESIGNS,
  BLOUSE_TYPES,
  BORDER_STYLES,
  DRAPE_STYLES,
  FABRIC_TYPES,
  FIT_TYPES,
  LEHENGA_TYPES,
  NECKLINE_STYLES,
  SAREE_FABRICS,
  SLEEVE_TYPES,
  SUIT_FABRICS,
  SUIT_STYLES,
} from '@tailor/domain';
import { msg } from '../../../../lib/i18n/translate';
import { FieldGrid, Section, type FieldSpec } from './fields';

const BLOUSE: FieldSpec[] = [
  { name: 'blouseDetails.sleeveType', label: msg('Sleeve type'), select: SLEEVE_TYPES },
  { name: 'blouseDetails.blouseBackDesign', label: msg('Back design'), select: BLOUSE_BACK_DESIGNS },
  { name: 'blouseDetails.necklineStyle', label: msg('Neckline style'), select: NECKLINE_STYLES },
  { name: 'blouseDetails.fitType', label: msg('Fit type'), select: FIT_TYPES },
  { name: 'blouseDetails.embellishments', label: msg('Blouse embellishments'), text: true },
  { name: 'blouseDetails.padding', label: msg('Padding'), text: true, placeholder: msg('e.g. Padded') },
  { name: 'blouseDetails.lining', label: msg('Lining'), text: true, placeholder: msg('e.g. Cotton lining') },
];

const SUIT: FieldSpec[] = [
  { name: 'suitDetails.suitStyle', label: msg('Suit style'), select: SUIT_STYLES },
  { name: 'suitDetails.fabricType', label: msg('Suit fabric'), select: SUIT_FABRICS },
  { name: 'suitDetails.sleeveType', label: msg('Sleeve type'), select: SLEEVE_TYPES },
  { name: 'suitDetails.fitType', label: msg('Fit type'), select: FIT_TYPES },
  { name: 'suitDetails.necklineStyle', label: msg('Neckline style'), select: NECKLINE_STYLES },
  { name: 'suitDetails.embellishments', label: msg('Suit embellishments'), text: true },
  { name: 'suitDetails.lining', label: msg('Lining'), text: true },
  { name: 'suitDetails.padding', label: msg('Padding'), text: true },
];

const LEHENGA: FieldSpec[] = [
  { name: 'lehengaDetails.lehengaType', label: msg('Lehenga type'), select: LEHENGA_TYPES },
  { name: 'lehengaDetails.lehengaFabric', label: msg('Lehenga fabric'), select: FABRIC_TYPES },
  { name: 'lehengaDetails.lehengaWaist', label: msg('Waist'), text: true, placeholder: msg('e.g. Adjustable, 26-34 in') },
  { name: 'lehengaDetails.embroidery', label: msg('Embroidery'), text: true },
  { name: 'lehengaDetails.lehengaDupattaIncluded', label: msg('Dupatta included'), check: true },
];

const SAREE: FieldSpec[] = [
  { name: 'sareeDetails.sareeLength', label: msg('Saree length (metres)'), number: { unit: msg('m'), unitAfter: true, max: 20, step: '0.1' } },
  { name: 'sareeDetails.sareeFabric', label: msg('Saree fabric'), select: SAREE_FABRICS },
  { name: 'sareeDetails.blouseType', label: msg('Blouse type'), select: BLOUSE_TYPES },
  { name: 'sareeDetails.blouseFitType', label: msg('Blouse fit'), select: FIT_TYPES },
  { name: 'sareeDetails.borderStyle', label: msg('Border style'), select: BORDER_STYLES },
  { name: 'sareeDetails.drapeStyle', label: msg('Drape style'), select: DRAPE_STYLES },
  { name: 'sareeDetails.embroideryDetails', label: msg('Embroidery details'), text: true },
  { name: 'sareeDetails.pleated', label: msg('Pre-pleated'), check: true },
  { name: 'sareeDetails.blouseIncluded', label: msg('Blouse piece included'), check: true },
];

const CATEGORY_DETAILS = new Map<string, { title: string; fields: FieldSpec[] }>([
  ['Blouse', { title: msg('Blouse details'), fields: BLOUSE }],
  ['Suit', { title: msg('Suit details'), fields: SUIT }],
  ['Lehenga', { title: msg('Lehenga details'), fields: LEHENGA }],
  ['Saree', { title: msg('Saree details'), fields: SAREE }],
]);

/** The details only one category has; the others are dropped on save (see droppedDetailKeys). */
export function CategoryDetailsSection({ category }: { category: string }) {
  const details = CATEGORY_DETAILS.get(category);
  if (!details) return null;
  return (
    <Section title={details.title}>
      <FieldGrid fields={details.fields} />
    </Section>
  );
}
