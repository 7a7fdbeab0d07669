/** Footer columns exactly as SPEC.md section 2 lists them; every link goes to a real page. */
export const footerColumns = [
  {
    title: 'About us',
    links: [
      { label: 'Vision & Mission', href: '/vision-mission' },
      { label: 'Advisory Board', href: '/advisory-board' },
      { label: 'Quality Policy', href: '/quality-policy' },
      { label: 'Pricing', href: '/subscription' },
      { label: 'Terms', href: '/terms' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'Business Insights', href: '/business-insights' },
      { label: 'Spot Risk Factors', href: '/spot-risk-factors' },
      { label: 'Technology Trends', href: '/technology-trends' },
      { label: 'Networking Events', href: '/networking-events' },
      { label: 'Global Connect', href: '/global-connect' },
    ],
  },
  {
    title: 'News Centre',
    links: [
      { label: 'News Letter', href: '/newsletter' },
      { label: 'Success Stories', href: '/success-stories' },
      { label: 'Testimonials', href: '/testimonials' },
      { label: 'Contact', href: '/contact' },
      { label: 'Terms', href: '/terms' },
    ],
  },
  {
    title: 'More',
    links: [
      { label: 'Customer Care', href: '/customer-care' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact us', href: '/contact' },
      { label: 'Trade Alert', href: '/trade-alert' },
      { label: 'Personal Information', href: '/privacy' },
    ],
  },
] as const;

export const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
] as const;

/** Government marketplaces and registries Indian sellers use alongside ours. */
export const marketplaceLinks = [
  { label: 'GeM (Government e-Marketplace)', href: 'https://gem.gov.in/' },
  { label: 'ONDC', href: 'https://ondc.org/' },
  { label: 'Startup India', href: 'https://www.startupindia.gov.in/' },
  { label: 'Udyam Registration', href: 'https://udyamregistration.gov.in/' },
] as const;

export const complianceLinks = [
  { label: 'Terms of Use', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Grievance Officer', href: '/grievance-officer' },
  { label: 'Refund & Cancellation', href: '/refund-policy' },
  { label: 'About us', href: '/about' },
] as const;
