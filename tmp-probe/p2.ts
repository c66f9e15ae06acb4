import { inProcessTransport } from '../scenarios/transport';
import { STOREFRONT_HEADERS } from '../simulator/testing/storefront-headers';
const t = inProcessTransport();
const h = { ...STOREFRONT_HEADERS, 'x-harness-session': 'p1' };
const show = (label: string, r: any) => console.log(label, r.status, JSON.stringify(r.body).slice(0, 400));
show('rev', await t.send({ method: 'GET', path: '/products/v1/products/SPJK0001/reviews?page=1&limit=2&sort=newest', headers: h }));
show('q', await t.send({ method: 'GET', path: '/products/v1/products/SPJK0001/reviews/questions?page=1&limit=2&sort=newest', headers: h }));
