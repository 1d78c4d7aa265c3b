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
import { FieldGrid, Section, type FieldSpec } from './fields';

const BLOUSE: FieldSpec[] = [
  { name: 'blouseDetails.sleeveType', label: 'Sleeve type', select: SLEEVE_TYPES },
  { name: 'blouseDetails.blouseBackDesign', label: 'Back design', select: BLOUSE_BACK_DESIGNS },
  { name: 'blouseDetails.necklineStyle', label: 'Neckline style', select: NECKLINE_STYLES },
  { name: 'blouseDetails.fitType', label: 'Fit type', select: FIT_TYPES },
  { name: 'blouseDetails.embellishments', label: 'Blouse embellishments', text: true },
  { name: 'blouseDetails.padding', label: 'Padding', text: true, placeholder: 'e.g. Padded' },
  { name: 'blouseDetails.lining', label: 'Lining', text: true, placeholder: 'e.g. Cotton lining' },
];

const SUIT: FieldSpec[] = [
  { name: 'suitDetails.suitStyle', label: 'Suit style', select: SUIT_STYLES },
  { name: 'suitDetails.fabricType', label: 'Suit fabric', select: SUIT_FABRICS },
  { name: 'suitDetails.sleeveType', label: 'Sleeve type', select: SLEEVE_TYPES },
  { name: 'suitDetails.fitType', label: 'Fit type', select: FIT_TYPES },
  { name: 'suitDetails.necklineStyle', label: 'Neckline style', select: NECKLINE_STYLES },
  { name: 'suitDetails.embellishments', label: 'Suit embellishments', text: true },
  { name: 'suitDetails.lining', label: 'Lining', text: true },
  { name: 'suitDetails.padding', label: 'Padding', text: true },
];

const LEHENGA: FieldSpec[] = [
  { name: 'lehengaDetails.lehengaType', label: 'Lehenga type', select: LEHENGA_TYPES },
  { name: 'lehengaDetails.lehengaFabric', label: 'Lehenga fabric', select: FABRIC_TYPES },
  { name: 'lehengaDetails.lehengaWaist', label: 'Waist', text: true, placeholder: 'e.g. Adjustable, 26-34 in' },
  { name: 'lehengaDetails.embroidery', label: 'Embroidery', text: true },
  { name: 'lehengaDetails.lehengaDupattaIncluded', label: 'Dupatta included', check: true },
];

const SAREE: FieldSpec[] = [
  { name: 'sareeDetails.sareeLength', label: 'Saree length (metres)', number: { unit: 'm', unitAfter: true, max: 20, step: '0.1' } },
  { name: 'sareeDetails.sareeFabric', label: 'Saree fabric', select: SAREE_FABRICS },
  { name: 'sareeDetails.blouseType', label: 'Blouse type', select: BLOUSE_TYPES },
  { name: 'sareeDetails.blouseFitType', label: 'Blouse fit', select: FIT_TYPES },
  { name: 'sareeDetails.borderStyle', label: 'Border style', select: BORDER_STYLES },
  { name: 'sareeDetails.drapeStyle', label: 'Drape style', select: DRAPE_STYLES },
  { name: 'sareeDetails.embroideryDetails', label: 'Embroidery details', text: true },
  { name: 'sareeDetails.pleated', label: 'Pre-pleated', check: true },
  { name: 'sareeDetails.blouseIncluded', label: 'Blouse piece included', check: true },
];

const CATEGORY_DETAILS = new Map<string, { title: string; fields: FieldSpec[] }>([
  ['Blouse', { title: 'Blouse details', fields: BLOUSE }],
  ['Suit', { title: 'Suit details', fields: SUIT }],
  ['Lehenga', { title: 'Lehenga details', fields: LEHENGA }],
  ['Saree', { title: 'Saree details', fields: SAREE }],
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
