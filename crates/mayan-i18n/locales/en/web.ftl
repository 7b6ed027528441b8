## web: en

