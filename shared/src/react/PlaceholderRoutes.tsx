import { Result } from 'antd';
import { Route, Routes, useParams } from 'react-router-dom';
import { AreaPlaceholder } from './AreaPlaceholder';

export type PlaceholderPage = 'list' | 'detail' | 'new' | 'edit' | { path: string; label: string };

function RecordPage({ title, label }: { title: string; label: string }) {
  const { id } = useParams();
  return <AreaPlaceholder title={title} page={`${label} ${id}`} />;
}

/** An area's routes (relative to its path) until its issue fills them: each page shows the title. */
export function PlaceholderRoutes({ title, pages }: { title: string; pages: PlaceholderPage[] }) {
  return (
    <Routes>
      {pages.map((page) => {
        if (page === 'list') return <Route key="list" index element={<AreaPlaceholder title={title} />} />;
        if (page === 'new') return <Route key="new" path="new" element={<AreaPlaceholder title={title} page="New" />} />;
        if (page === 'detail') return <Route key="detail" path=":id" element={<RecordPage title={title} label="Record" />} />;
        if (page === 'edit') return <Route key="edit" path=":id/edit" element={<RecordPage title={title} label="Edit record" />} />;
        return <Route key={page.path} path={page.path} element={<AreaPlaceholder title={title} page={page.label} />} />;
      })}
      <Route path="*" element={<Result status="404" title="Page not found" subTitle={`There is no such page in ${title}.`} />} />
    </Routes>
  );
}
