## gen: en

