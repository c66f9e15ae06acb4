/** Collections, carousels, icon-and-text, cards, buttons, lists and the secondary nav (content-blocks/layout). */
export const layout = {
  'contentBlocks.layout.carousel.previous': 'Previous slide',
  'contentBlocks.layout.carousel.next': 'Next slide',
  'contentBlocks.layout.carousel.slide': '{position} of {count}',
  'contentBlocks.layout.carousel.position': 'Slide {position} of {count}',
  'contentBlocks.layout.carousel.label': 'carousel',
  'contentBlocks.layout.carousel.slideRole': 'slide',
  'contentBlocks.layout.buttons': 'Links',
} as const;
