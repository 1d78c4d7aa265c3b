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
import { ProductCheck, ProductNumber, ProductSelect, ProductText, Section } from './fields';

function BlouseSection() {
  return (
    <Section title="Blouse details">
      <div className="form-grid two">
        <ProductSelect name="blouseDetails.sleeveType" label="Sleeve type" options={SLEEVE_TYPES} />
        <ProductSelect name="blouseDetails.blouseBackDesign" label="Back design" options={BLOUSE_BACK_DESIGNS} />
        <ProductSelect name="blouseDetails.necklineStyle" label="Neckline style" options={NECKLINE_STYLES} />
        <ProductSelect name="blouseDetails.fitType" label="Fit type" options={FIT_TYPES} />
        <ProductText name="blouseDetails.embellishments" label="Blouse embellishments" />
        <ProductText name="blouseDetails.padding" label="Padding" placeholder="e.g. Padded" />
        <ProductText name="blouseDetails.lining" label="Lining" placeholder="e.g. Cotton lining" />
      </div>
    </Section>
  );
}

function SuitSection() {
  return (
    <Section title="Suit details">
      <div className="form-grid two">
        <ProductSelect name="suitDetails.suitStyle" label="Suit style" options={SUIT_STYLES} />
        <ProductSelect name="suitDetails.fabricType" label="Suit fabric" options={SUIT_FABRICS} />
        <ProductSelect name="suitDetails.sleeveType" label="Sleeve type" options={SLEEVE_TYPES} />
        <ProductSelect name="suitDetails.fitType" label="Fit type" options={FIT_TYPES} />
        <ProductSelect name="suitDetails.necklineStyle" label="Neckline style" options={NECKLINE_STYLES} />
        <ProductText name="suitDetails.embellishments" label="Suit embellishments" />
        <ProductText name="suitDetails.lining" label="Lining" />
        <ProductText name="suitDetails.padding" label="Padding" />
      </div>
    </Section>
  );
}

function LehengaSection() {
  return (
    <Section title="Lehenga details">
      <div className="form-grid two">
        <ProductSelect name="lehengaDetails.lehengaType" label="Lehenga type" options={LEHENGA_TYPES} />
        <ProductSelect name="lehengaDetails.lehengaFabric" label="Lehenga fabric" options={FABRIC_TYPES} />
        <ProductText name="lehengaDetails.lehengaWaist" label="Waist" placeholder="e.g. Adjustable, 26-34 in" />
        <ProductText name="lehengaDetails.embroidery" label="Embroidery" />
        <div className="product-form-checks">
          <ProductCheck name="lehengaDetails.lehengaDupattaIncluded" label="Dupatta included" />
        </div>
      </div>
    </Section>
  );
}

function SareeSection() {
  return (
    <Section title="Saree details">
      <div className="form-grid two">
        <ProductNumber name="sareeDetails.sareeLength" label="Saree length (metres)" unit="m" unitAfter max={20} step="0.1" />
        <ProductSelect name="sareeDetails.sareeFabric" label="Saree fabric" options={SAREE_FABRICS} />
        <ProductSelect name="sareeDetails.blouseType" label="Blouse type" options={BLOUSE_TYPES} />
        <ProductSelect name="sareeDetails.blouseFitType" label="Blouse fit" options={FIT_TYPES} />
        <ProductSelect name="sareeDetails.borderStyle" label="Border style" options={BORDER_STYLES} />
        <ProductSelect name="sareeDetails.drapeStyle" label="Drape style" options={DRAPE_STYLES} />
        <ProductText name="sareeDetails.embroideryDetails" label="Embroidery details" />
        <div className="product-form-checks">
          <ProductCheck name="sareeDetails.pleated" label="Pre-pleated" />
          <ProductCheck name="sareeDetails.blouseIncluded" label="Blouse piece included" />
        </div>
      </div>
    </Section>
  );
}

/** The details only one category has; the others are dropped on save (see droppedDetailKeys). */
export function CategoryDetailsSection({ category }: { category: string }) {
  if (category === 'Blouse') return <BlouseSection />;
  if (category === 'Suit') return <SuitSection />;
  if (category === 'Lehenga') return <LehengaSection />;
  if (category === 'Saree') return <SareeSection />;
  return null;
}
