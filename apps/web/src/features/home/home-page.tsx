import { HOME_COPY } from '../../content/home.copy';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AboutSection } from './about-section';
import { EnquirySection } from './enquiry-section';
import { HeroSection } from './hero-section';
import { StatementsSection } from './statements-section';
import { ValuesSection } from './values-section';

/** Home (spec §2): hero, About Us, mission and vision, values, and the enquiry form at the end. */
export function HomePage() {
  useDocumentTitle(HOME_COPY.documentTitle);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <StatementsSection />
      <ValuesSection />
      <EnquirySection />
    </>
  );
}
