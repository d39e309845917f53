import { HomePage } from '../../features/home/HomePage';
import { HomeCategories, HomeShowroom } from '../../features/catalogue/HomeCatalogue';

/** The home page with the catalogue's parts in it: its categories and the showroom. */
export function HomeScreen() {
  return <HomePage categories={<HomeCategories />} showroom={<HomeShowroom />} />;
}
