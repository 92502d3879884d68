// Merchant onboarding (docs/rules.md "Merchant onboarding", the pagesme sub-package): 商家入驻 (the
// offer and my applications), 申请入驻 (the settle-in form) and 商务合作 (the cooperation enquiry).
export * from './screens'
