import { Navigate } from 'react-router';

/** /admin and /admin/dashboard: the dashboard is the Quick page. */
export default function AdminDashboardPage() {
  return <Navigate to="/admin/dashboard/quick" replace />;
}
