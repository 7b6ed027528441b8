## plan: en

