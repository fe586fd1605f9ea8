import { expect, test, type Page } from '@playwright/test';
import { screenAndAxe } from '../support/screens';
import { signIn } from '../support/session';

// Every list fits the screen it is shown on: at a laptop's 1366 px all of its columns, on a tablet
// and a phone its priority columns, without sideways scrolling and with no column lying under the
// pinned Actions column (a header hidden there is a column the user never sees).

const LISTS = [
  { path: '/patients', heading: 'Patients', laptop: ['Patient', 'MRN', 'Contact', 'Date of Birth', 'Gender', 'Institution', 'Assigned Clinician', 'Added', 'Actions'], phone: ['Patient', 'Date of Birth', 'Actions'] },
  { path: '/tests', heading: 'Test Requests', laptop: ['Request / Barcode', 'Patient', 'Test', 'Priority', 'Status', 'Clinician / Institution', 'Requested', 'Actions'], phone: ['Request / Barcode', 'Patient', 'Status'] },
  { path: '/results', heading: 'Test Results', laptop: ['Result', 'Patient', 'Test', 'Status', 'Flags', 'Entered', 'Reviewed', 'Actions'], phone: ['Result', 'Patient', 'Flags'] },
  { path: '/inventory', heading: 'Inventory', laptop: ['Item Name', 'SKU', 'Description', 'Category', 'Location', 'Stock', 'Free Units', 'Status', 'Actions'], phone: ['Item Name', 'Stock', 'Status'] },
  { path: '/fulfillment', heading: 'Fulfillment', laptop: ['ID / Test Request', 'Patient', 'Item', 'Qty', 'Priority', 'Status', 'Assigned To / Tracking', 'Created', 'Actions'], phone: ['ID / Test Request', 'Patient', 'Status'] },
  { path: '/users', heading: 'Users', laptop: ['Name', 'Email', 'Role', 'Institution', 'Status', 'Created'], phone: ['Name', 'Role'] },
  { path: '/institutions', heading: 'Institutions', laptop: ['Name', 'Number', 'Type', 'Phone', 'Email', 'Created', 'Actions'], phone: ['Name', 'Actions'] },
] as const;

/** The main list's headers, how far its table scrolls sideways, how far the page does, and the headers under a pinned column. */
function tableFit(page: Page, caption?: string) {
  return page.evaluate((caption) => {
    const tables = Array.from(document.querySelectorAll('main .ant-table-wrapper')) as HTMLElement[];
    const table = caption ? tables.find((t) => t.querySelector('caption')?.textContent === caption)! : tables[0];
    const scroller = table.querySelector('.ant-table-content, .ant-table-body') as HTMLElement;
    const cells = Array.from(table.querySelectorAll('.ant-table-thead th')) as HTMLElement[];
    const sticky = (th: HTMLElement) => getComputedStyle(th).position === 'sticky';
    const pinned = cells.filter(sticky).map((th) => th.getBoundingClientRect());
    return {
      headers: cells.map((th) => th.textContent!.trim()),
      overflow: scroller.scrollWidth - scroller.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      underPinned: cells.filter((th) => !sticky(th) && th.textContent?.trim() && pinned.some((p) => th.getBoundingClientRect().right > p.left + 1)).map((th) => th.textContent!.trim()),
    };
  }, caption);
}

async function openList(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.locator('main .ant-table-tbody tr.ant-table-row').first()).toBeVisible();
}

for (const [width, height, device] of [
  [1366, 768, 'laptop'],
  [768, 1024, 'tablet'],
  [390, 844, 'phone'],
] as const) {
  test.describe(`on a ${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('every list fits without sideways scrolling, nothing under the pinned Actions', async ({ page }) => {
      // seven lists, each opened, measured and scanned by axe: seven screens' work in one test
      test.slow();
      await signIn(page, 'superadmin@demo.lab');
      for (const list of LISTS) {
        await openList(page, list.path, list.heading);
        const fit = await tableFit(page);
        expect({ path: list.path, overflow: fit.overflow, pageOverflow: fit.pageOverflow, underPinned: fit.underPinned }).toEqual({ path: list.path, overflow: 0, pageOverflow: 0, underPinned: [] });
        if (device === 'laptop') expect(fit.headers, `${list.path}: every column on a laptop`).toEqual(list.laptop);
        if (device === 'phone') expect(fit.headers, `${list.path}: the priority columns on a phone`).toEqual(list.phone);
        await screenAndAxe(page, `list-${list.path.slice(1)}-${width}`, `the ${list.heading} list at ${width} px`);
      }
    });
  });
}

test.describe('the analytics overview on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the top users' figures all show", async ({ page }) => {
    await signIn(page, 'superadmin@demo.lab');
    await page.goto('/analytics');
    await expect(page.getByRole('table', { name: 'Top 5 Users' }).locator('tr.ant-table-row').first()).toBeVisible();
    const fit = await tableFit(page, 'Top 5 Users');
    expect(fit).toEqual({ headers: ['Name', 'Role', 'Sign-ins', 'Requests', 'Results'], overflow: 0, pageOverflow: 0, underPinned: [] });
  });
});
