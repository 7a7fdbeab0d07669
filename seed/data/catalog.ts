// Demo catalogue: 15 categories x 3 subcategories (each with its product groups) x 6 products
// (SPEC.md section 2, Products Category menu), one file per category in ./categories.
import type { SeedCategory } from './types';
import { agriculture } from './categories/agriculture';
import { apparelsAndFashion } from './categories/apparels-and-fashion';
import { electricalElectronics } from './categories/electrical-electronics';
import { energy } from './categories/energy';
import { foodBeverages } from './categories/food-beverages';
import { forHer } from './categories/for-her';
import { gifting } from './categories/gifting';
import { healthcare } from './categories/healthcare';
import { household } from './categories/household';
import { kidsCorner } from './categories/kids-corner';
import { leatherProducts } from './categories/leather-products';
import { roboticsAutomation } from './categories/robotics-automation';
import { textilesFabrics } from './categories/textiles-fabrics';
import { toolsMachineries } from './categories/tools-machineries';
import { workEssentials } from './categories/work-essentials';

export const categories: SeedCategory[] = [
  agriculture,
  apparelsAndFashion,
  electricalElectronics,
  energy,
  foodBeverages,
  forHer,
  gifting,
  healthcare,
  household,
  kidsCorner,
  leatherProducts,
  roboticsAutomation,
  textilesFabrics,
  toolsMachineries,
  workEssentials,
];
